import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

export { inputStyles } from './input-styles';

interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  label: string;
  error?: string | undefined;
  hint?: string;
  optional?: boolean;
  className?: string;
  /** Renders the control with the id and ARIA wiring that tie it to its label and message. */
  children: (control: ControlProps) => ReactNode;
}

/** A label, its control, an optional hint and the validation message under it. */
export function FormField({ label, error, hint, optional, className, children }: FormFieldProps) {
  const { t } = useT();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('min-w-0', className)}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
        {optional && <span className="ml-1 font-normal text-slate-500">{t('(optional)')}</span>}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
