import type { GalleryImage } from '@carmarket/shared/vehicle-detail';
import { GALLERY_IMAGE_SIZES } from '@carmarket/shared/vehicle-detail-text';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { focusRing } from '../../../components/ui/button-styles';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { CarImage } from '../../../components/ui/car-image';

/**
 * The photos of an ad: previous and next (buttons or the arrow keys while the gallery has focus)
 * and a strip of thumbnails. The counter is announced as photos change.
 */
export function VehicleGallery({ images, title }: { images: GalleryImage[]; title: string }) {
  const { t } = useT();
  const [index, setIndex] = useState(0);
  const count = images.length;
  const current = images[Math.min(index, Math.max(count - 1, 0))];
  const go = (next: number) => setIndex((next + count) % count);
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
      <div className="relative overflow-hidden rounded-(--radius-card) bg-slate-100">
        <CarImage
          src={current?.path}
          srcSet={current?.srcSet}
          sizes={GALLERY_IMAGE_SIZES}
          alt={
            count
              ? t('{title}, photo {number} of {count}', { title, number: index + 1, count })
              : title
          }
          eager
          // The first photo is the page's largest paint.
          fetchPriority={index === 0 ? 'high' : undefined}
        />
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
      {count > 1 && (
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
        </ul>
      )}
    </section>
  );
}
