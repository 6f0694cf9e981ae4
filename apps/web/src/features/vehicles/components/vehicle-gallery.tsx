import { GALLERY_IMAGE_SIZES } from '@carmarket/shared/vehicle-detail-text';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { focusRing } from '../../../components/ui/button-styles';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { lazyModule } from '../../../lib/lazy-module';
import { CarImage } from '../../../components/ui/car-image';
import { swipeStep } from './gallery-swipe';
import type { PhotoViewerProps } from './photo-viewer';

/** The full-screen viewer: out of the first load, fetched once the page is up (issue 38). */
const photoViewer = lazyModule(() => import('./photo-viewer'));

type GalleryProps = Pick<PhotoViewerProps, 'images' | 'title' | 'threeSixty' | 'video'>;

/**
 * The photos of an ad: previous and next (buttons, the arrow keys while the gallery has focus, or
 * a sideways swipe) and a strip of thumbnails, then the 360 view and the video. The counter is
 * announced as photos change. A photo (or those two) opens the full-screen viewer.
 */
export function VehicleGallery(props: GalleryProps) {
  const { images, title } = props;
  const { t } = useT();
  const [index, setIndex] = useState(0);
  const [viewer, setViewer] = useState(photoViewer.current);
  const [open, setOpen] = useState<number | null>(null);
  // Where a finger went down, and the step its stroke made (the click after a step opens nothing).
  const stroke = useRef({ x: 0, y: 0, by: 0 });
  useEffect(() => {
    if (!viewer) photoViewer.load().then(setViewer, () => undefined);
  }, [viewer]);
  const count = images.length;
  const current = images[Math.min(index, Math.max(count - 1, 0))];
  const go = (next: number) => setIndex((next + count) % count);
  const show = (item: number) => {
    if (!viewer) photoViewer.load().then(setViewer, () => undefined);
    setOpen(item);
  };
  const extras = [
    [props.threeSixty, t('360 view')],
    [props.video, t('Video')],
  ].filter(([src]) => src);
  const photo = (
    <CarImage
      src={current?.path}
      srcSet={current?.srcSet}
      sizes={GALLERY_IMAGE_SIZES}
      alt={
        count ? t('{title}, photo {number} of {count}', { title, number: index + 1, count }) : title
      }
      eager
      // The first photo is the page's largest paint.
      fetchPriority={index === 0 ? 'high' : undefined}
    />
  );
  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return;
    event.preventDefault();
  };
  const arrow = cn(
    'absolute top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/95 text-slate-800 shadow-md hover:bg-white',
    focusRing,
  );

  return (
    <section aria-roledescription={t('carousel')} aria-label={t('Photos')} onKeyDown={onKeyDown}>
      <div
        className="relative touch-pan-y overflow-hidden rounded-(--radius-card) bg-slate-100"
        onPointerDown={(event) => {
          stroke.current = { x: event.clientX, y: event.clientY, by: 0 };
        }}
        onPointerUp={(event) => {
          const by = swipeStep(event.clientX - stroke.current.x, event.clientY - stroke.current.y);
          stroke.current.by = by;
          if (by && count > 1) go(index + by);
        }}
      >
        {count ? (
          // The photo is the button that opens it full screen, named by its description.
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => stroke.current.by || show(index)}
            className="block w-full focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-brand-600"
          >
            {photo}
          </button>
        ) : (
          photo
        )}
        {count > 1 && (
          <>
            <button
              type="button"
              aria-label={t('Previous photo')}
              onClick={() => go(index - 1)}
              className={cn(arrow, 'left-3')}
            >
              <ChevronLeft aria-hidden className="size-5" />
            </button>
            <button
              type="button"
              aria-label={t('Next photo')}
              onClick={() => go(index + 1)}
              className={cn(arrow, 'right-3')}
            >
              <ChevronRight aria-hidden className="size-5" />
            </button>
            <p
              aria-live="polite"
              className="absolute right-3 bottom-3 rounded-full bg-slate-950/75 px-3 py-1 text-xs font-semibold text-white"
            >
              {t('Photo {number} of {count}', { number: index + 1, count })}
            </p>
          </>
        )}
      </div>
      {count + extras.length > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {images.map((image, i) => (
            <li key={image.path} className="shrink-0">
              <button
                type="button"
                aria-label={t('Show photo {number} of {count}', { number: i + 1, count })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
                className={cn(
                  'block w-20 overflow-hidden rounded-lg ring-2 sm:w-24',
                  i === index ? 'ring-brand-700' : 'ring-transparent hover:ring-slate-300',
                  focusRing,
                )}
              >
                <img
                  src={image.thumbnailPath}
                  alt=""
                  width={96}
                  height={72}
                  loading="lazy"
                  className="aspect-[4/3] w-full object-cover"
                />
              </button>
            </li>
          ))}
          {extras.map(([, label], i) => (
            <li key={label} className="shrink-0">
              <button
                type="button"
                aria-haspopup="dialog"
                onClick={() => show(count + i)}
                className={cn(
                  'grid aspect-[4/3] w-20 place-items-center rounded-lg bg-slate-900 px-1 text-xs font-semibold text-white sm:w-24',
                  focusRing,
                )}
              >
                {label}
              </button>
            </li>
          ))}
        </ul>
      )}
      {open !== null && viewer && (
        <viewer.PhotoViewer {...props} start={open} onClose={() => setOpen(null)} />
      )}
    </section>
  );
}
