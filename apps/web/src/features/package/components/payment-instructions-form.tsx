import { zodResolver } from '@hookform/resolvers/zod';
import {
  PAYMENT_INSTRUCTIONS_MESSAGES,
  PaymentInstructionsSchema,
  type PaymentInstructions,
  type PaymentInstructionsInput,
} from '@carmarket/shared/payment-instructions';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { buttonStyles } from '../../../components/ui/button-styles';
import { FormField, inputStyles } from '../../../components/ui/form-field';
import { useMyPackage, useSavePaymentInstructions } from '../api/my-package';

const FIELDS: ReadonlyArray<{
  name: keyof PaymentInstructionsInput;
  label: string;
  hint?: string;
}> = [
  { name: 'bankName', label: 'Bank' },
  { name: 'accountName', label: 'Account name' },
  { name: 'accountNumber', label: 'Account number' },
  { name: 'branch', label: 'Branch' },
  {
    name: 'confirmationTime',
    label: 'How long confirming takes',
    hint: 'Ends the sentence “we confirm it and switch your package, …”, e.g. usually within 24 hours.',
  },
];

const EMPTY: PaymentInstructionsInput = {
  bankName: '',
  accountName: '',
  accountNumber: '',
  branch: '',
  confirmationTime: '',
};

/** Staff: the bank details sellers pay to and the waiting time they are told (decision 060). */
export function PaymentInstructionsForm() {
  const myPackage = useMyPackage();
  if (myPackage.isError)
    return (
      <p role="alert" className="text-sm text-rose-800">
        {myPackage.error.message}
      </p>
    );
  if (!myPackage.data)
    return (
      <div
        role="status"
        aria-label="Loading the payment details"
        className="h-40 animate-pulse rounded-xl bg-slate-100"
      />
    );
  return <DetailsForm saved={myPackage.data.paymentInstructions ?? EMPTY} />;
}

function DetailsForm({ saved }: { saved: PaymentInstructionsInput }) {
  const save = useSavePaymentInstructions();
  const {
    register,
    handleSubmit,
    clearErrors,
    reset,
    formState: { errors },
  } = useForm<PaymentInstructionsInput, unknown, PaymentInstructions>({
    resolver: zodResolver(PaymentInstructionsSchema),
    defaultValues: saved,
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit((details) =>
    save.mutate(details, {
      onSuccess: ({ paymentInstructions }) => {
        toast.success(PAYMENT_INSTRUCTIONS_MESSAGES.saved);
        reset(paymentInstructions);
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Payment details" className="space-y-4">
      {FIELDS.map(({ name, label, hint }) => (
        <FormField
          key={name}
          label={label}
          error={errors[name]?.message}
          {...(hint ? { hint } : {})}
        >
          {(control) => (
            <input
              {...control}
              {...register(name, { onChange: () => clearErrors(name) })}
              type="text"
              className={inputStyles}
            />
          )}
        </FormField>
      ))}
      <button type="submit" disabled={save.isPending} className={buttonStyles()}>
        Save payment details
      </button>
    </form>
  );
}
