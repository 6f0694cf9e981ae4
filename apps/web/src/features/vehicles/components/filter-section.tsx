import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { focusRing } from '../../../components/ui/button-styles';
import { cn } from '../../../lib/cn';

/** A collapsible section of the filter panel (spec section 2: sections toggle open and closed). */
export function FilterSection({ title, children }: { title: string; children: ReactNode }) {
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
      </div>
    </section>
  );
}
