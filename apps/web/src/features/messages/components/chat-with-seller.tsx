import { MessageCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { lazyModule } from '../../../lib/lazy-module';
import type { RenderPhoneVerification } from '../../../lib/phone-verification-slot';
import { useCurrentUser } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useConversationAbout } from '../api/conversations';
import { conversationPath } from '../conversation-path';

// The message form is not in the car page's first load: fetched once the page has rendered, it
// opens in the tap that asks for it (as Make an Offer does).
const startChatDialog = lazyModule(() => import('./start-chat-dialog'));

interface ChatWithSellerProps {
  vehicleId: number;
  carTitle: string;
  /** The classes the car page gives its contact buttons (they wrap in Sinhala and Tamil). */
  className: string;
  /** The phone verification panel, for a first message the API refuses until then (issue 36). */
  renderPhoneVerification: RenderPhoneVerification;
}

/**
 * "Chat with seller" on a live ad that is not the user's own (the car page decides that). A
 * visitor is asked to sign in and comes back to the ad; a buyer who already asked about this ad
 * gets "Open chat", straight to the conversation.
 */
export function ChatWithSeller({
  vehicleId,
  carTitle,
  className,
  renderPhoneVerification,
}: ChatWithSellerProps) {
  const { t } = useT();
  const user = useCurrentUser();
  const existing = useConversationAbout(vehicleId, user !== null);
  const [isOpen, setIsOpen] = useState(false);
  useEffect(() => {
    startChatDialog.load().catch(() => {});
  }, []);
  if (existing) {
    return (
      <Link
        to={conversationPath(existing.id)}
        className={buttonStyles({ variant: 'secondary', size: 'lg', className })}
      >
        <MessageCircle aria-hidden className="size-5" />
        {t('Open chat')}
      </Link>
    );
  }
  const open = () => {
    if (startChatDialog.current()) setIsOpen(true);
    else
      startChatDialog.load().then(
        () => setIsOpen(true),
        () => toast.error(t(NETWORK_ERROR_MESSAGE)),
      );
  };
  const Loaded = startChatDialog.current();
  return (
    <>
      <button
        type="button"
        onClick={open}
        className={buttonStyles({ variant: 'secondary', size: 'lg', className })}
      >
        <MessageCircle aria-hidden className="size-5" />
        {t('Chat with seller')}
      </button>
      {isOpen && Loaded && (
        <Loaded.StartChatDialog
          vehicleId={vehicleId}
          carTitle={carTitle}
          onClose={() => setIsOpen(false)}
          renderPhoneVerification={renderPhoneVerification}
        />
      )}
    </>
  );
}
