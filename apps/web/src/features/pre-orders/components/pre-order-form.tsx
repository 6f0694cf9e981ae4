import { zodResolver } from '@hookform/resolvers/zod';
import { PreOrderSchema, type PreOrder, type PreOrderInput } from '@carmarket/shared/pre-order';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { buttonStyles } from '../../../components/ui/button-styles';
import { FormField, inputStyles } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';
import { useCreatePreOrder } from '../api/create-pre-order';

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
      <FormField label="Car name" error={errors.carName?.message}>
        {(control) => (
          <input
            {...control}
            {...field('carName')}
            data-autofocus
            type="text"
            autoComplete="off"
            placeholder="e.g. Toyota Aqua 2018, silver"
            className={inputStyles}
          />
        )}
      </FormField>
      <FormField label="Description" optional error={errors.description?.message}>
        {(control) => (
          <textarea
            {...control}
            {...field('description')}
            rows={3}
            placeholder="Mileage, colour, features or anything else that matters to you"
            className={cn(inputStyles, 'resize-y')}
          />
        )}
      </FormField>
      <FormField
        label="Expected price (USD)"
        optional
        hint="Your budget in dollars, e.g. 18500"
        error={errors.expectedPrice?.message}
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
      <FormField label="Contact email" error={errors.contactEmail?.message}>
        {(control) => (
          <input
            {...control}
            {...field('contactEmail')}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            className={inputStyles}
          />
        )}
      </FormField>
      <button
        type="submit"
        disabled={createPreOrder.isPending}
        className={buttonStyles({ size: 'lg', className: 'w-full' })}
      >
        {createPreOrder.isPending ? 'Sending…' : 'Send pre-order request'}
      </button>
    </form>
  );
}
