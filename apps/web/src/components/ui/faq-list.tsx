import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { focusRing } from './button-styles';

export interface FaqItem {
  question: string;
  answer: string;
}

function FaqEntry({ item }: { item: FaqItem }) {
  const [isOpen, setIsOpen] = useState(false);
  const answerId = useId();
  return (
    <li className="border-b border-slate-200 last:border-b-0">
      <h3 className="text-base font-semibold text-slate-900">
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={answerId}
          onClick={() => setIsOpen((open) => !open)}
          className={cn(
            'flex min-h-14 w-full items-center justify-between gap-4 rounded-lg px-1 py-3 text-left hover:text-brand-800',
            focusRing,
          )}
        >
          <span className="min-w-0">{item.question}</span>
          <ChevronDown
            aria-hidden
            className={cn(
              'size-5 shrink-0 text-slate-500 transition-transform motion-reduce:transition-none',
              isOpen && 'rotate-180',
            )}
          />
        </button>
      </h3>
      <div id={answerId} hidden={!isOpen} className="px-1 pb-5">
        <p className="max-w-prose text-sm leading-relaxed text-slate-600 sm:text-base">
          {item.answer}
        </p>
      </div>
    </li>
  );
}

/** Questions whose answers open and close; each question is a button (aria-expanded). */
export function FaqList({ items, className }: { items: readonly FaqItem[]; className?: string }) {
  return (
    <ul
      className={cn(
        'rounded-(--radius-card) border border-slate-200 bg-white px-4 shadow-(--shadow-card) sm:px-6',
        className,
      )}
    >
      {items.map((item) => (
        <FaqEntry key={item.question} item={item} />
      ))}
    </ul>
  );
}
