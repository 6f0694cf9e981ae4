import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentPropsWithRef } from 'react';
import { focusRing } from './button-styles';
import { inputStyles } from './form-field';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

/** A password input with the spec's show/hide toggle (a real button, announced as pressed). */
export function PasswordInput(props: Omit<ComponentPropsWithRef<'input'>, 'type'>) {
  const { t } = useT();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input
        {...props}
        type={visible ? 'text' : 'password'}
        className={cn(inputStyles, 'pr-12', props.className)}
      />
      <button
        type="button"
        aria-label={t('Show password')}
        aria-pressed={visible}
        onClick={() => setVisible((shown) => !shown)}
        className={cn(
          'absolute inset-y-0 right-1 my-auto grid size-10 place-items-center rounded-lg text-slate-600 hover:text-slate-900',
          focusRing,
        )}
      >
        {visible ? (
          <EyeOff aria-hidden className="size-5" />
        ) : (
          <Eye aria-hidden className="size-5" />
        )}
      </button>
    </div>
  );
}
