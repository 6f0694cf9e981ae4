import { SAVED_SEARCH_LIMITS } from '@carmarket/shared/saved-search-limits';
import { FormField, inputStyles } from '../../../components/ui/form-field';

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
  return (
    <FormField label="Name" error={error}>
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
