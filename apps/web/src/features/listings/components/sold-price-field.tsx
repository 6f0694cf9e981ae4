import { FormField, inputStyles } from '../../../components/ui/form-field';
import { useT } from '../../../lib/i18n';

/**
 * "What did it sell for?" when a seller marks an ad sold (issue 37): optional, a price in
 * rupees as the ad's own; the API checks it with the shared rule and answers in the same words.
 */
export function SoldPriceField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const { t } = useT();
  return (
    <FormField
      label={t('What did it sell for? (Rs.)')}
      hint={t('It helps show fair prices for similar cars. It is never shown on your ad.')}
      error={error}
      optional
    >
      {(control) => (
        <input
          {...control}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={inputStyles}
        />
      )}
    </FormField>
  );
}
