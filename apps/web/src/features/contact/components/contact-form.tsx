import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTACT_SUBJECTS,
  ContactMessageSchema,
  type ContactMessage,
  type ContactMessageInput,
  type ContactSubject,
} from '@carmarket/shared/contact';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { buttonStyles } from '../../../components/ui/button-styles';
import { FormField, inputStyles } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { useSendContactMessage } from '../api/send-contact-message';

/** Examples that read the same in every language: an address and a Sri Lankan mobile number. */
const EMAIL_EXAMPLE = 'you@example.com';
const PHONE_EXAMPLE = '07X XXX XXXX';

function emptyMessage(subject: ContactSubject): ContactMessageInput {
  return { name: '', email: '', phone: '', subject, message: '' };
}

/**
 * The contact form, checked with the API's own schema so the messages match word for word. A
 * message clears when its field is edited; a sent form empties, keeping the chosen subject.
 */
export function ContactForm({ initialSubject }: { initialSubject: ContactSubject }) {
  const { t } = useT();
  const sendMessage = useSendContactMessage();
  const {
    register,
    handleSubmit,
    clearErrors,
    reset,
    formState: { errors },
  } = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(ContactMessageSchema),
    defaultValues: emptyMessage(initialSubject),
    reValidateMode: 'onSubmit',
  });

  // The shared schema's sentences are English; the catalogs hold them.
  const errorText = (message: string | undefined) => (message ? t(message) : undefined);

  const field = (name: keyof ContactMessageInput) =>
    register(name, { onChange: () => clearErrors(name) });

  const onSubmit = handleSubmit((message) =>
    sendMessage.mutate(message, {
      onSuccess: ({ message: thankYou }) => {
        toast.success(thankYou);
        reset(emptyMessage(message.subject));
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="contact-form-title" className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('Full name')} error={errorText(errors.name?.message)}>
          {(control) => (
            <input
              {...control}
              {...field('name')}
              type="text"
              autoComplete="name"
              className={inputStyles}
            />
          )}
        </FormField>
        <FormField label={t('Email')} error={errorText(errors.email?.message)}>
          {(control) => (
            <input
              {...control}
              {...field('email')}
              type="email"
              autoComplete="email"
              placeholder={EMAIL_EXAMPLE}
              className={inputStyles}
            />
          )}
        </FormField>
        <FormField label={t('Phone')} optional error={errorText(errors.phone?.message)}>
          {(control) => (
            <input
              {...control}
              {...field('phone')}
              type="tel"
              autoComplete="tel"
              placeholder={PHONE_EXAMPLE}
              className={inputStyles}
            />
          )}
        </FormField>
        <FormField label={t('Subject')} error={errorText(errors.subject?.message)}>
          {(control) => (
            <select {...control} {...field('subject')} className={cn(inputStyles, 'pr-10')}>
              {CONTACT_SUBJECTS.map((subject) => (
                <option key={subject.id} value={subject.id}>
                  {t(subject.label)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField label={t('Message')} error={errorText(errors.message?.message)}>
        {(control) => (
          <textarea
            {...control}
            {...field('message')}
            rows={6}
            placeholder={t('How can we help?')}
            className={cn(inputStyles, 'resize-y')}
          />
        )}
      </FormField>
      <button
        type="submit"
        disabled={sendMessage.isPending}
        className={buttonStyles({ size: 'lg', className: 'w-full sm:w-auto' })}
      >
        {sendMessage.isPending ? t('Sending…') : t('Send Message')}
      </button>
    </form>
  );
}
