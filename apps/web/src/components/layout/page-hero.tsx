import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { containerClasses } from './page-container';

interface PageHeroProps {
  eyebrow: string;
  title: string;
  intro: string;
  children?: ReactNode;
}

/** The dark opening band of the content pages (finance, about, contact), with the page's h1. */
export function PageHero({ eyebrow, title, intro, children }: PageHeroProps) {
  return (
    <div className="relative isolate overflow-hidden bg-brand-950 text-white">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,var(--color-brand-700),transparent_60%),radial-gradient(ellipse_at_bottom_left,var(--color-brand-900),transparent_55%)]"
      />
      <div
        aria-hidden
        className="absolute -right-24 -bottom-40 -z-10 size-[26rem] rounded-full border-[3rem] border-white/5"
      />
      <div className={cn(containerClasses, 'py-14 sm:py-20')}>
        <div className="max-w-3xl">
          <p className="text-sm font-semibold tracking-wider text-accent-300 uppercase">
            {eyebrow}
          </p>
          <h1 className="mt-3 text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl">
            {title}
          </h1>
          <p className="mt-5 max-w-2xl text-base leading-relaxed text-brand-100 sm:text-lg">
            {intro}
          </p>
        </div>
        {children}
      </div>
    </div>
  );
}
