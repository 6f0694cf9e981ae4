import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { focusRing } from '../../../components/ui/button-styles';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

/** A collapsible section of the filter panel (spec section 2: sections toggle open and closed). */
export function FilterSection({
  title,
  skipTo,
  children,
}: {
  title: string;
  /**
   * The id of the results beside the panel: each section ends with a "Skip to results" link,
   * shown when it has focus, so the results are a few Tab presses from any filter (issue 38).
   */
  skipTo?: string | undefined;
  children: ReactNode;
}) {
  const { t } = useT();
  const [isOpen, setIsOpen] = useState(true);
  const id = useId();
  return (
    <section className="border-b border-slate-200 py-4 last:border-b-0">
      <h3>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={id}
          onClick={() => setIsOpen((open) => !open)}
          className={cn(
            'flex w-full items-center justify-between rounded-lg py-1 text-left text-sm font-semibold text-slate-900',
            focusRing,
          )}
        >
          {title}
          <ChevronDown
            aria-hidden
            className={cn('size-4 text-slate-500 transition-transform', isOpen && 'rotate-180')}
          />
        </button>
      </h3>
      <div id={id} hidden={!isOpen} className="pt-3">
        {children}
        {skipTo && (
          <a
            href={`#${skipTo}`}
            onClick={(event) => {
              const results = document.getElementById(skipTo);
              if (!results) return;
              event.preventDefault();
              results.tabIndex = -1;
              results.focus();
            }}
            className={cn(
              'sr-only rounded-lg text-sm font-semibold text-brand-700 focus:not-sr-only focus:mt-3 focus:inline-block focus:px-2 focus:py-1',
              focusRing,
            )}
          >
            {t('Skip to results')}
          </a>
        )}
      </div>
    </section>
  );
}
