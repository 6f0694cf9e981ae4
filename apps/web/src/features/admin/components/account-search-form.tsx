import { Search } from 'lucide-react';
import { useState } from 'react';
import { buttonStyles } from '../../../components/ui/button-styles';
import { FormField, inputStyles } from '../../../components/ui/form-field';
import { useT } from '../../../lib/i18n';

/**
 * Staff's search for accounts by the start of an e-mail (GET /api/admin/users): a search form
 * that hands the trimmed, lower-cased text to `onSearch` when submitted.
 */
export function AccountSearchForm({
  label,
  fieldLabel,
  onSearch,
}: {
  /** The form's name for screen readers ("Find an account"), translated. */
  label: string;
  fieldLabel: string;
  onSearch: (emailStart: string) => void;
}) {
  const { t } = useT();
  const [typed, setTyped] = useState('');
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(typed.trim().toLowerCase());
      }}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <FormField label={fieldLabel} className="flex-1">
        {(control) => (
          <input
            {...control}
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={t('e.g. nimal@')}
            className={inputStyles}
          />
        )}
      </FormField>
      <button type="submit" className={buttonStyles({ className: 'shrink-0' })}>
        <Search aria-hidden className="size-4" />
        {t('Find')}
      </button>
    </form>
  );
}
