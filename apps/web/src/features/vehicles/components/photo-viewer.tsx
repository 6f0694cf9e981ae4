import type { GalleryImage } from '@carmarket/shared/vehicle-detail';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { focusRing } from '../../../components/ui/button-styles';
import { useDialogFocus } from '../../../components/ui/use-dialog-focus';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { swipeStep } from './gallery-swipe';
import {
  isDoubleTap,
  NO_ZOOM,
  panBy,
  pinchOf,
  pinchZoom,
  stepIndex,
  toggleZoom,
  type Box,
  type Pinch,
  type Point,
  type Tap,
} from './photo-zoom';

export interface PhotoViewerProps {
  images: GalleryImage[];
  title: string;
  /** The ad's 360 view and video (their addresses), shown after the photos when there are any. */
  threeSixty: string | null;
  video: string | null;
  /** The item to open at: a photo's index, then the 360 view, then the video. */
  start: number;
  onClose: () => void;
}

// Where the viewer's own keys stop: the 360 view scrolls and the video seeks with the arrows.
const OWN_KEYS = '[data-own-keys]';
// Where its gestures stop too: a button's press is a click, not a stroke on the photo.
const OWN_GESTURES = `${OWN_KEYS}, button`;

/**
 * The ad's photos full screen (issue 38), then its 360 view and its video: one item at a time,
 * stepped by a swipe, the arrow keys or the side buttons; a photo zooms with two fingers or a
 * double tap (or double click) and pans while zoomed. A modal dialog: focus stays inside,
 * Escape or Close ends it and focus goes back to what opened it.
 */
export function PhotoViewer({
  images,
  title,
  threeSixty,
  video,
  start,
  onClose,
}: PhotoViewerProps) {
  const { t } = useT();
  const items = [
    ...images.map((image) => ({ kind: 'photo' as const, image })),
    ...(threeSixty ? [{ kind: '360' as const, src: threeSixty }] : []),
    ...(video ? [{ kind: 'video' as const, src: video }] : []),
  ];
  const count = items.length;
  const [index, setIndex] = useState(() => stepIndex(start, 0, count));
  const [zoom, setZoom] = useState(NO_ZOOM);
  const panelRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const close = useDialogFocus(panelRef, onClose);
  // The pointers on the photo, where each went down, and the gesture they make.
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<{ from: Point; zoom: typeof zoom; pinch: Pinch | null } | null>(null);
  const lastTap = useRef<Tap | null>(null);
  const item = items[index];

  const go = (by: number) => {
    setIndex((current) => stepIndex(current, by, count));
    setZoom(NO_ZOOM);
    lastTap.current = null;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // A portal's events reach its React parents: the gallery behind must not step too.
    event.stopPropagation();
    const by = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (!by || count < 2 || (event.target as Element).closest(OWN_KEYS)) return;
    event.preventDefault();
    go(by);
  };

  // The stage's size, with the photo's inside it, and a point from its centre, in CSS pixels.
  const stage = (): Box => {
    const { width, height } = stageRef.current?.getBoundingClientRect() ?? new DOMRect();
    const ratio =
      item?.kind === 'photo' ? (item.image.width ?? 4) / (item.image.height ?? 3) : width / height;
    const fitted = Math.min(width, height * ratio) || 0;
    return { width, height, content: { width: fitted, height: fitted / ratio || 0 } };
  };
  const pointOf = (event: { clientX: number; clientY: number }): Point => {
    const box = stageRef.current?.getBoundingClientRect() ?? new DOMRect();
    return { x: event.clientX - box.x - box.width / 2, y: event.clientY - box.y - box.height / 2 };
  };
  const pair = (): [Point, Point] | null => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? [a, b] : null;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest(OWN_GESTURES)) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, pointOf(event));
    const fingers = pair();
    gesture.current = {
      from: pointOf(event),
      zoom,
      pinch: fingers && item?.kind === 'photo' ? pinchOf(zoom, ...fingers) : null,
    };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const started = gesture.current;
    if (!started || !pointers.current.has(event.pointerId)) return;
    const point = pointOf(event);
    pointers.current.set(event.pointerId, point);
    const fingers = pair();
    if (started.pinch && fingers) setZoom(pinchZoom(started.pinch, ...fingers, stage()));
    else if (!started.pinch && started.zoom.scale > 1) {
      setZoom(panBy(started.zoom, point.x - started.from.x, point.y - started.from.y, stage()));
    }
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const started = gesture.current;
    if (!pointers.current.delete(event.pointerId) || !started) return;
    if (started.pinch) {
      // One finger lifted off a pinch: the other pans on from where it is.
      const [rest] = [...pointers.current.values()];
      gesture.current = rest ? { from: rest, zoom, pinch: null } : null;
      lastTap.current = null;
      return;
    }
    gesture.current = null;
    const point = pointOf(event);
    const dx = point.x - started.from.x;
    const dy = point.y - started.from.y;
    const step = started.zoom.scale > 1 ? 0 : swipeStep(dx, dy);
    if (step) go(step);
    else if (Math.hypot(dx, dy) < 10 && item?.kind === 'photo') {
      const tap = { ...point, at: event.timeStamp };
      if (isDoubleTap(lastTap.current, tap)) {
        setZoom(toggleZoom(zoom, point, stage()));
        lastTap.current = null;
      } else lastTap.current = tap;
    }
  };

  const onPointerCancel = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    gesture.current = null;
  };

  const side = cn(
    'absolute top-1/2 z-10 grid size-12 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-slate-900 shadow-md hover:bg-white',
    focusRing,
  );

  return createPortal(
    <div
      ref={panelRef}
      role="dialog"
      aria-modal="true"
      aria-label={t('Photos')}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-[70] flex flex-col bg-slate-950 text-white focus:outline-none"
    >
      <div className="flex items-center justify-between gap-4 px-4 py-2">
        <p aria-live="polite" className="min-w-0 text-sm font-semibold tabular-nums">
          <span aria-hidden>{`${index + 1} / ${count}`}</span>
          <span className="sr-only">
            {item?.kind === 'photo'
              ? t('Photo {number} of {count}', { number: index + 1, count })
              : `${item?.kind === '360' ? t('360 view') : t('Video')}, ${t('{number} of {count}', { number: index + 1, count })}`}
          </span>
        </p>
        <button
          type="button"
          data-autofocus
          onClick={() => close()}
          aria-label={t('Close')}
          className={cn(
            'grid size-11 shrink-0 place-items-center rounded-full text-white hover:bg-white/15',
            focusRing,
          )}
        >
          <X aria-hidden className="size-6" />
        </button>
      </div>

      <div
        ref={stageRef}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
        className="relative min-h-0 flex-1 touch-none overflow-hidden select-none"
      >
        {item?.kind === 'photo' && (
          <img
            // A new element per photo: the old one's pixels never show at the new one's place.
            key={item.image.path}
            src={item.image.path}
            srcSet={item.image.srcSet || undefined}
            // The photo fits the screen's width or its height, whichever comes first; zoomed in,
            // the largest there is.
            sizes={
              zoom.scale > 1
                ? '1280px'
                : `min(100vw, ${Math.round(((item.image.width ?? 4) / (item.image.height ?? 3)) * 100)}vh)`
            }
            alt={t('{title}, photo {number} of {count}', {
              title,
              number: index + 1,
              count: images.length,
            })}
            width={item.image.width ?? 1280}
            height={item.image.height ?? 960}
            draggable={false}
            style={{ transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})` }}
            className="size-full object-contain"
          />
        )}
        {item?.kind === '360' && (
          <div
            data-own-keys
            role="region"
            aria-label={t('360 view')}
            tabIndex={0}
            className={cn('size-full touch-pan-x overflow-x-auto overscroll-x-contain', focusRing)}
          >
            <img src={item.src} alt={title} className="h-full w-auto max-w-none" />
          </div>
        )}
        {item?.kind === 'video' && (
          <video
            data-own-keys
            src={item.src}
            controls
            playsInline
            preload="metadata"
            aria-label={t('Video')}
            className="size-full object-contain"
          />
        )}
        {item?.kind === '360' && (
          // Over the view, not under it: the stage keeps its size from item to item.
          <p className="pointer-events-none absolute inset-x-4 bottom-4 text-center">
            <span className="inline-block rounded-2xl bg-slate-950/80 px-3 py-1 text-sm text-white">
              {t('Drag or scroll sideways to turn the car.')}
            </span>
          </p>
        )}
        {count > 1 && (
          <>
            <button
              type="button"
              aria-label={t('Previous')}
              onClick={() => go(-1)}
              className={cn(side, 'left-3')}
            >
              <ChevronLeft aria-hidden className="size-6" />
            </button>
            <button
              type="button"
              aria-label={t('Next')}
              onClick={() => go(1)}
              className={cn(side, 'right-3')}
            >
              <ChevronRight aria-hidden className="size-6" />
            </button>
          </>
        )}
      </div>
    </div>,
    document.body,
  );
}
