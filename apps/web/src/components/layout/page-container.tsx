import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * The one content width of the site. md:px-12 leaves room for the fixed social rail on the left.
 */
export const containerClasses = 'mx-auto w-full max-w-[1296px] px-4 sm:px-12';

export function PageContainer({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}) {
  return <div className={cn(containerClasses, 'py-10 sm:py-14', className)}>{children}</div>;
}

export function PageHeader({ title, intro }: { title: string; intro: string }) {
  return (
    <header className="max-w-3xl">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-3 text-base text-slate-600 sm:text-lg">{intro}</p>
    </header>
  );
}
