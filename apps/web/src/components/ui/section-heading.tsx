import { cn } from '../../lib/cn';

interface SectionHeadingProps {
  /** The id the section's aria-labelledby points at. */
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  align?: 'start' | 'center';
  className?: string;
}

/** The small label, title and intro that open every content section of the site. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = 'start',
  className,
}: SectionHeadingProps) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center', className)}>
      <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{eyebrow}</p>
      <h2
        id={id}
        className="mt-2 text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl"
      >
        {title}
      </h2>
      {intro && <p className="mt-3 text-base leading-relaxed text-slate-600">{intro}</p>}
    </div>
  );
}
