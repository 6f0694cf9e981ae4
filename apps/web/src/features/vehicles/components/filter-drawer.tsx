import { X } from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { buttonStyles, focusRing } from '../../../components/ui/button-styles';
import { useDialogFocus } from '../../../components/ui/use-dialog-focus';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

/** Half the drawer's width each: a longer Sinhala or Tamil label wraps inside its button. */
const WRAPPING = 'h-auto min-h-11 py-2 text-center whitespace-normal';

interface FilterDrawerProps {
  onClose: () => void;
  onReset: () => void;
  onApply: () => void;
  children: ReactNode;
}

/**
 * The filter panel on small screens (spec section 2): slides in from the left as a modal dialog
 * with Reset and Apply Filters. Escape or the backdrop closes it without applying.
 */
export function FilterDrawer({ onClose, onReset, onApply, children }: FilterDrawerProps) {
  const { t } = useT();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const close = useDialogFocus(panelRef, onClose);

  return createPortal(
    <div className="fixed inset-0 z-[70] lg:hidden">
      <div aria-hidden onClick={() => close()} className="absolute inset-0 bg-slate-950/60" />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="motion-safe:animate-[drawer-in_200ms_ease-out] absolute inset-y-0 left-0 flex w-[min(22rem,88vw)] flex-col bg-white shadow-(--shadow-float) focus:outline-none"
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
          <h2 id={titleId} className="text-lg font-bold text-slate-900">
            {t('Filters')}
          </h2>
          <button
            type="button"
            aria-label={t('Close filters')}
            onClick={() => close()}
            className={cn(
              'grid size-11 place-items-center rounded-full text-slate-500 hover:bg-slate-100',
              focusRing,
            )}
          >
            <X aria-hidden className="size-5" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-5">{children}</div>
        <div className="grid grid-cols-2 gap-3 border-t border-slate-200 px-5 py-4">
          <button
            type="button"
            onClick={onReset}
            className={buttonStyles({ variant: 'secondary', className: WRAPPING })}
          >
            {t('Reset')}
          </button>
          <button type="button" onClick={onApply} className={buttonStyles({ className: WRAPPING })}>
            {t('Apply Filters')}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
