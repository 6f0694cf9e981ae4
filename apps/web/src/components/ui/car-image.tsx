import { CarFront } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

interface CarImageProps {
  src: string | undefined;
  srcSet?: string | undefined;
  /** What the image is as wide as, for the browser to pick from `srcSet`. */
  sizes: string;
  alt: string;
  className?: string;
  eager?: boolean;
  /** 'high' for the photo that is the page's largest paint (the first card, the gallery). */
  fetchPriority?: 'high' | 'auto';
}

/**
 * A listing photo at 4:3 that fills its box without stretching (object-cover), lazy by default,
 * with a drawn placeholder when the ad has no photo.
 */
export function CarImage({
  src,
  srcSet,
  sizes,
  alt,
  className,
  eager = false,
  fetchPriority,
}: CarImageProps) {
  const { t } = useT();
  if (!src) {
    return (
      <div
        role="img"
        aria-label={t('{name}: no photo yet', { name: alt })}
        className={cn(
          'flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 bg-slate-100 text-slate-500',
          className,
        )}
      >
        <CarFront aria-hidden className="size-10" />
        <span className="text-sm font-medium">{t('No photo yet')}</span>
      </div>
    );
  }
  return (
    <img
      src={src}
      srcSet={srcSet || undefined}
      sizes={sizes}
      alt={alt}
      width={640}
      height={480}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={fetchPriority}
      decoding="async"
      className={cn('aspect-[4/3] w-full bg-slate-100 object-cover', className)}
    />
  );
}
