import { zodResolver } from '@hookform/resolvers/zod';
import { PreOrderSchema, type PreOrder, type PreOrderInput } from '@carmarket/shared/pre-order';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { buttonStyles } from '../../../components/ui/button-styles';
import { FormField, inputStyles } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { useCreatePreOrder } from '../api/create-pre-order';

// An address reads the same in every language.
const EMAIL_EXAMPLE = 'you@example.com';

const EMPTY_PRE_ORDER: PreOrderInput = {
  carName: '',
  description: '',
  expectedPrice: '',
  contactEmail: '',
};

/**
 * The four fields of spec section 5 ("Other forms"), checked with the API's own schema. A message
 * clears as soon as its field is edited and comes back only on the next submit.
 */
export function PreOrderForm({ onSent }: { onSent: (thankYou: string) => void }) {
  const { t } = useT();
  // The shared schema's sentences are English: they read in the page's language.
  const shown = (message: string | undefined) => (message ? t(message) : undefined);
  const createPreOrder = useCreatePreOrder();
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<PreOrderInput, unknown, PreOrder>({
    resolver: zodResolver(PreOrderSchema),
    defaultValues: EMPTY_PRE_ORDER,
    reValidateMode: 'onSubmit',
  });

  const field = (name: keyof PreOrderInput) =>
    register(name, { onChange: () => clearErrors(name) });

  const onSubmit = handleSubmit((preOrder) =>
    createPreOrder.mutate(preOrder, {
      onSuccess: ({ message }) => {
        toast.success(message);
        onSent(message);
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormField label={t('Car name')} error={shown(errors.carName?.message)}>
        {(control) => (
          <input
            {...control}
            {...field('carName')}
            data-autofocus
            type="text"
            autoComplete="off"
            placeholder={t('e.g. Toyota Aqua 2018, silver')}
            className={inputStyles}
          />
        )}
      </FormField>
      <FormField label={t('Description')} optional error={shown(errors.description?.message)}>
        {(control) => (
          <textarea
            {...control}
            {...field('description')}
            rows={3}
            placeholder={t('Mileage, colour, features or anything else that matters to you')}
            className={cn(inputStyles, 'resize-y')}
          />
        )}
      </FormField>
      <FormField
        label={t('Expected price (USD)')}
        optional
        hint={t('Your budget in dollars, e.g. {example}', { example: '18500' })}
        error={shown(errors.expectedPrice?.message)}
      >
        {(control) => (
          <input
            {...control}
            {...field('expectedPrice')}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            className={inputStyles}
          />
        )}
      </FormField>
      <FormField label={t('Contact email')} error={shown(errors.contactEmail?.message)}>
        {(control) => (
          <input
            {...control}
            {...field('contactEmail')}
            type="email"
            autoComplete="email"
            placeholder={EMAIL_EXAMPLE}
            className={inputStyles}
          />
        )}
      </FormField>
      <button
        type="submit"
        disabled={createPreOrder.isPending}
        className={buttonStyles({ size: 'lg', className: 'w-full' })}
      >
        {createPreOrder.isPending ? t('Sending…') : t('Send pre-order request')}
      </button>
    </form>
  );
}
