import { SAVED_SEARCH_LIMITS } from '@carmarket/shared/saved-search-limits';
import { FormField, inputStyles } from '../../../components/ui/form-field';
import { useT } from '../../../lib/i18n';

/** A saved search's name, focused when its dialog opens (saving and renaming). */
export function SavedSearchNameField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (name: string) => void;
}) {
  const { t } = useT();
  return (
    // The error is a shared schema's English sentence.
    <FormField label={t('Name')} error={error && t(error)}>
      {(control) => (
        <input
          {...control}
          data-autofocus
          value={value}
          maxLength={SAVED_SEARCH_LIMITS.nameLength}
          onChange={(event) => onChange(event.currentTarget.value)}
          className={inputStyles}
        />
      )}
    </FormField>
  );
}
