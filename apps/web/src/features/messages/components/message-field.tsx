import { CHAT_LIMITS } from '@carmarket/shared/chat';
import { forwardRef, useId, type KeyboardEvent } from 'react';
import { inputStyles } from '../../../components/ui/input-styles';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

interface MessageFieldProps {
  value: string;
  onChange: (text: string) => void;
  /** The sentence of the shared message rules, or the API's, under the field. */
  error: string | undefined;
  label: string;
  /** The label is for screen readers only (the composer under a conversation). */
  hideLabel?: boolean;
  rows?: number;
  onKeyDown?: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
  autoFocus?: boolean;
  className?: string;
}

/**
 * A message's textarea with its counter to 2,000 characters (the shared ChatMessageSchema) and
 * its error, both tied to it for screen readers.
 */
export const MessageField = forwardRef<HTMLTextAreaElement, MessageFieldProps>(
  function MessageField(
    { value, onChange, error, label, hideLabel, rows = 4, onKeyDown, autoFocus, className },
    ref,
  ) {
    const { t } = useT();
    const id = useId();
    const counterId = `${id}-count`;
    const errorId = `${id}-error`;
    const over = value.length > CHAT_LIMITS.text;
    return (
      <div className={cn('min-w-0', className)}>
        <label
          htmlFor={id}
          className={hideLabel ? 'sr-only' : 'mb-1.5 block text-sm font-semibold text-slate-800'}
        >
          {label}
        </label>
        <textarea
          ref={ref}
          id={id}
          value={value}
          rows={rows}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          data-autofocus={autoFocus ? true : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={cn(counterId, error && errorId)}
          className={cn(inputStyles, 'block w-full resize-y text-base')}
        />
        <div className="mt-1 flex items-start justify-between gap-3 text-xs">
          <p
            id={errorId}
            className="min-w-0 font-medium text-rose-700"
            role={error ? 'alert' : undefined}
          >
            {error}
          </p>
          <p
            id={counterId}
            className={cn(
              'shrink-0 tabular-nums',
              over ? 'font-semibold text-rose-700' : 'text-slate-500',
            )}
          >
            {t('{count} of {max} characters', {
              count: value.length.toLocaleString('en'),
              max: CHAT_LIMITS.text.toLocaleString('en'),
            })}
          </p>
        </div>
      </div>
    );
  },
);
