import { msg } from '@carmarket/shared/i18n/translate';
import { PHONE_NOT_VERIFIED_CODE } from '@carmarket/shared/phone-verification';
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Modal } from '../../../components/ui/modal';
import { SignInFirstModal } from '../../../components/ui/sign-in-first-modal';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import type { RenderPhoneVerification } from '../../../lib/phone-verification-slot';
import { useCurrentUser } from '../../../lib/session';
import { useStartConversation } from '../api/conversation-actions';
import { chatTextError } from '../chat-text';
import { conversationPath } from '../conversation-path';
import { MessageField } from './message-field';

/** One tap writes the question buyers ask first. */
const STARTER_QUESTIONS = [
  msg('Is it still available?'),
  msg('Any accidents?'),
  msg('Can I see it this weekend?'),
];

interface StartChatDialogProps {
  vehicleId: number;
  carTitle: string;
  onClose: () => void;
  /** Shown when the API asks for a verified phone before a first message (issue 36). */
  renderPhoneVerification: RenderPhoneVerification;
}

/** The first message to a seller about an ad, or, for a visitor, the way to sign in first. */
export function StartChatDialog(props: StartChatDialogProps) {
  const user = useCurrentUser();
  return user ? <FirstMessageForm {...props} /> : <SignInToChat {...props} />;
}

/** A visitor signs in (or registers) and comes back to this ad. */
function SignInToChat({ carTitle, onClose }: StartChatDialogProps) {
  const { t } = useT();
  return (
    <SignInFirstModal
      title={t('Sign in to chat with the seller')}
      description={t(
        'Messages go to the seller from your account, so they can answer you. Sign in and you will come back to the {title}.',
        { title: carTitle },
      )}
      onClose={onClose}
    />
  );
}

function FirstMessageForm({
  vehicleId,
  carTitle,
  onClose,
  renderPhoneVerification,
}: StartChatDialogProps) {
  const { t } = useT();
  const navigate = useNavigate();
  const start = useStartConversation();
  const [text, setText] = useState('');
  const [checked, setChecked] = useState(false);
  const ruleError = checked ? chatTextError(text) : undefined;
  /**
   * The API's sentence when the buyer's phone needs verifying (then not the message's error),
   * and whether it now is: the panel stays to say so until the message is sent again.
   */
  const [phoneCheck, setPhoneCheck] = useState<{ reason: string; verified: boolean } | null>(null);
  const error = ruleError ? t(ruleError) : phoneCheck ? undefined : start.error?.message;

  const send = () => {
    setChecked(true);
    if (chatTextError(text)) return;
    setPhoneCheck(null);
    start.mutate(
      { vehicleId, text },
      {
        onSuccess: ({ conversationId }) => void navigate(conversationPath(conversationId)),
        onError: (failure) => {
          if (failure instanceof ApiError && failure.code === PHONE_NOT_VERIFIED_CODE) {
            setPhoneCheck({ reason: failure.message, verified: false });
          }
        },
      },
    );
  };

  return (
    <Modal
      title={t('Chat with seller')}
      description={t('Ask the seller about the {title}.', { title: carTitle })}
      onClose={onClose}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
        className="space-y-4"
      >
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-slate-800">
            {t('Quick questions')}
          </legend>
          <div className="flex flex-wrap gap-2">
            {STARTER_QUESTIONS.map((question) => (
              <button
                key={question}
                type="button"
                onClick={() => setText(t(question))}
                className={buttonStyles({
                  variant: 'secondary',
                  className: 'h-auto min-h-11 py-2 text-left whitespace-normal',
                })}
              >
                {t(question)}
              </button>
            ))}
          </div>
        </fieldset>
        <MessageField
          label={t('Your message')}
          value={text}
          onChange={setText}
          error={error}
          autoFocus
        />
        {phoneCheck && (
          <Suspense fallback={null}>
            {renderPhoneVerification({
              reason: phoneCheck.reason,
              // Verified: Send message again sends what was typed.
              onVerified: () => setPhoneCheck({ ...phoneCheck, verified: true }),
            })}
          </Suspense>
        )}
        <button
          type="submit"
          disabled={start.isPending || (phoneCheck !== null && !phoneCheck.verified)}
          className={buttonStyles({ size: 'lg', className: 'w-full' })}
        >
          {start.isPending ? t('Sending…') : t('Send message')}
        </button>
      </form>
    </Modal>
  );
}
