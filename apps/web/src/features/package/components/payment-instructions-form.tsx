import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@carmarket/shared/i18n/translate';
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
import { useT } from '../../../lib/i18n';
import { useMyPackage, useSavePaymentInstructions } from '../api/my-package';

const FIELDS: ReadonlyArray<{
  name: keyof PaymentInstructionsInput;
  label: string;
  hint?: string;
}> = [
  { name: 'bankName', label: msg('Bank') },
  { name: 'accountName', label: msg('Account name') },
  { name: 'accountNumber', label: msg('Account number') },
  { name: 'branch', label: msg('Branch') },
  {
    name: 'confirmationTime',
    label: msg('How long confirming takes'),
    hint: msg(
      'Ends the sentence “we confirm it and switch your package, …”, e.g. usually within 24 hours.',
    ),
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
  const { t } = useT();
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
        aria-label={t('Loading the payment details')}
        className="h-40 animate-pulse rounded-xl bg-slate-100"
      />
    );
  return <DetailsForm saved={myPackage.data.paymentInstructions ?? EMPTY} />;
}

function DetailsForm({ saved }: { saved: PaymentInstructionsInput }) {
  const { t } = useT();
  // The shared schema's sentences are English: they read in the page's language.
  const shown = (message: string | undefined) => (message ? t(message) : undefined);
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
        toast.success(t(PAYMENT_INSTRUCTIONS_MESSAGES.saved));
        reset(paymentInstructions);
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('Payment details')} className="space-y-4">
      {FIELDS.map(({ name, label, hint }) => (
        <FormField
          key={name}
          label={t(label)}
          error={shown(errors[name]?.message)}
          {...(hint ? { hint: t(hint) } : {})}
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
        {t('Save payment details')}
      </button>
    </form>
  );
}
