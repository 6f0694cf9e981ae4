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
import { useSendContactMessage } from '../api/send-contact-message';

function emptyMessage(subject: ContactSubject): ContactMessageInput {
  return { name: '', email: '', phone: '', subject, message: '' };
}

/**
 * The contact form, checked with the API's own schema so the messages match word for word. A
 * message clears when its field is edited; a sent form empties, keeping the chosen subject.
 */
export function ContactForm({ initialSubject }: { initialSubject: ContactSubject }) {
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
        <FormField label="Full name" error={errors.name?.message}>
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
        <FormField label="Email" error={errors.email?.message}>
          {(control) => (
            <input
              {...control}
              {...field('email')}
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              className={inputStyles}
            />
          )}
        </FormField>
        <FormField label="Phone" optional error={errors.phone?.message}>
          {(control) => (
            <input
              {...control}
              {...field('phone')}
              type="tel"
              autoComplete="tel"
              placeholder="07X XXX XXXX"
              className={inputStyles}
            />
          )}
        </FormField>
        <FormField label="Subject" error={errors.subject?.message}>
          {(control) => (
            <select {...control} {...field('subject')} className={cn(inputStyles, 'pr-10')}>
              {CONTACT_SUBJECTS.map((subject) => (
                <option key={subject.id} value={subject.id}>
                  {subject.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField label="Message" error={errors.message?.message}>
        {(control) => (
          <textarea
            {...control}
            {...field('message')}
            rows={6}
            placeholder="How can we help?"
            className={cn(inputStyles, 'resize-y')}
          />
        )}
      </FormField>
      <button
        type="submit"
        disabled={sendMessage.isPending}
        className={buttonStyles({ size: 'lg', className: 'w-full sm:w-auto' })}
      >
        {sendMessage.isPending ? 'Sending…' : 'Send Message'}
      </button>
    </form>
  );
}
