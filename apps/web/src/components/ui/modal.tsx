import { X } from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { focusRing } from './button-styles';
import { useDialogFocus } from './use-dialog-focus';

interface ModalProps {
  title: string;
  description?: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
}

/**
 * A modal dialog: rendered while mounted, labelled by its title, keeps Tab and Shift+Tab inside,
 * closes on Escape, the Close button or a click on the backdrop, and gives focus back to whatever
 * opened it. Rendered into <body> so toasts (z-index 9999) still show above it.
 */
export function Modal({ title, description, onClose, children, className }: ModalProps) {
  const { t } = useT();
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const close = useDialogFocus(panelRef, onClose);

  return createPortal(
    <div className="fixed inset-0 z-[70] flex items-end justify-center sm:items-center sm:p-6">
      <div
        aria-hidden
        onClick={() => close()}
        className="absolute inset-0 bg-slate-950/60 backdrop-blur-[2px]"
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cn(
          'relative max-h-[92dvh] w-full overflow-y-auto rounded-t-3xl bg-white shadow-(--shadow-float) focus:outline-none sm:max-w-lg sm:rounded-3xl',
          className,
        )}
      >
        <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 pt-5 pb-4 sm:px-7 sm:pt-6">
          <div className="min-w-0">
            <h2 id={titleId} className="text-xl font-bold tracking-tight text-slate-900">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="mt-1 text-sm leading-relaxed text-slate-600">
                {description}
              </p>
            )}
          </div>
          <button
            type="button"
            onClick={() => close()}
            aria-label={t('Close')}
            className={cn(
              'grid size-11 shrink-0 place-items-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-800',
              focusRing,
            )}
          >
            <X aria-hidden className="size-5" />
          </button>
        </div>
        <div className="px-5 py-5 sm:px-7 sm:py-6">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
