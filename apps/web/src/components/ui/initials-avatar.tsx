import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

const TONES = [
  'bg-brand-100 text-brand-800',
  'bg-accent-100 text-amber-900',
  'bg-emerald-100 text-emerald-900',
  'bg-rose-100 text-rose-900',
] as const;

function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/**
 * A person's picture drawn from their initials: nothing is downloaded (the CSP allows our own
 * origin only) and the name stays the accessible name of the image.
 */
export function InitialsAvatar({
  name,
  tone = 0,
  className,
}: {
  name: string;
  /** Picks one of a few AA-contrast colour pairs so neighbouring avatars differ. */
  tone?: number;
  className?: string;
}) {
  const { t } = useT();
  return (
    <span
      role="img"
      aria-label={t('Portrait of {name}', { name })}
      className={cn(
        'grid shrink-0 place-items-center rounded-full font-bold tracking-wide select-none',
        TONES[tone % TONES.length],
        className,
      )}
    >
      <span aria-hidden>{initialsOf(name)}</span>
    </span>
  );
}
