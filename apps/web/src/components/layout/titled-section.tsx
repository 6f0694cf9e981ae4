import type { ReactNode } from 'react';
import { SectionHeading } from '../ui/section-heading';
import { cn } from '../../lib/cn';
import { containerClasses } from './page-container';

interface TitledSectionProps {
  /** The heading's id, which names the section for screen readers. */
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  align?: 'start' | 'center';
  /** Its padding: sections space themselves differently on each page. */
  className: string;
  children: ReactNode;
}

/** A section of the page's width opened by the site's section heading, and named by it. */
export function TitledSection({ id, className, children, ...heading }: TitledSectionProps) {
  return (
    <section aria-labelledby={id} className={cn(containerClasses, className)}>
      <SectionHeading id={id} {...heading} />
      {children}
    </section>
  );
}
