import { useId } from 'react';
import { focusRing } from '../../../components/ui/button-styles';
import { cn } from '../../../lib/cn';

interface SettingsSwitchProps {
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** One Account Settings toggle: a button with the switch role, named by its label. */
export function SettingsSwitch({
  label,
  description,
  checked,
  disabled,
  onChange,
}: SettingsSwitchProps) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-4">
      <div className="min-w-0">
        <p id={`${id}-label`} className="font-semibold text-slate-900">
          {label}
        </p>
        <p id={`${id}-description`} className="mt-0.5 text-sm text-slate-600">
          {description}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-description`}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={cn(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors disabled:opacity-60',
          checked ? 'bg-brand-700' : 'bg-slate-400',
          focusRing,
        )}
      >
        <span
          aria-hidden
          className={cn(
            'inline-block size-5 rounded-full bg-white shadow transition-transform',
            checked ? 'translate-x-6' : 'translate-x-1',
          )}
        />
      </button>
    </div>
  );
}
