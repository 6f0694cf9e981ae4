import { PAGE_TITLES } from '@carmarket/shared/site-page-titles';
import type { ConversationSummary } from '@carmarket/shared/chat';
import { useQueryClient } from '@tanstack/react-query';
import { HandCoins } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { PageContainer } from '../../components/layout/page-container';
import { buttonStyles } from '../../components/ui/button-styles';
import { loginReturningTo } from '../../config/paths';
import { conversationMessagesQueryKey } from '../../features/messages/api/conversations';
import { ConversationView } from '../../features/messages/components/conversation-view';
import { answerOffer } from '../../features/offers-inbox/api/offers-inbox';
import { SafetyReminder } from '../../features/offers/components/safety-reminder';
import { useT } from '../../lib/i18n';
import { useCurrentUser } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

// The phone verification panel (issue 36): its own chunk, loaded when first shown.
const PhoneVerificationPanel = lazy(
  () => import('../../features/phone-verification/components/phone-verification-panel'),
);

const NotFoundRoute = lazy(() =>
  import('./not-found').then((module) => ({ default: module.NotFoundRoute })),
);
const MakeOfferModal = lazy(() =>
  import('../../features/offers/components/make-offer-modal').then((module) => ({
    default: module.MakeOfferModal,
  })),
);

/**
 * /messages/:id: one conversation (issue 35). The messages feature draws it; the offers feature
 * lends it the safety line, the offer form and the answer to an offer.
 */
export function ConversationRoute() {
  useDocumentTitle(PAGE_TITLES.conversation);
  const { pathname } = useLocation();
  const id = Number(useParams().id);
  const user = useCurrentUser();
  if (!user) return <Navigate to={loginReturningTo(pathname)} replace />;
  if (!Number.isSafeInteger(id) || id < 1) {
    return (
      <Suspense fallback={null}>
        <NotFoundRoute />
      </Suspense>
    );
  }
  return (
    <PageContainer className="py-6 sm:py-10">
      <ConversationView
        key={id}
        conversationId={id}
        safetyLine={<SafetyReminder />}
        renderMakeOffer={(conversation) => <MakeOfferInThread conversation={conversation} />}
        answerOffer={(offerId, answer) => answerOffer({ id: offerId, answer })}
      />
    </PageContainer>
  );
}

/** The buyer's Make an offer in the thread: the offer arrives as a message of the thread. */
function MakeOfferInThread({ conversation }: { conversation: ConversationSummary }) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const [isOpen, setIsOpen] = useState(false);
  const { id: vehicleId, price } = conversation.vehicle;
  // A removed ad takes no offers (its conversation is closed, so this is not drawn anyway).
  if (vehicleId === null || price === null) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        className={buttonStyles({ variant: 'secondary' })}
      >
        <HandCoins aria-hidden className="size-4" />
        {t('Make an offer')}
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <MakeOfferModal
            vehicleId={vehicleId}
            carTitle={conversation.vehicle.title}
            price={price}
            renderPhoneVerification={(panel) => <PhoneVerificationPanel {...panel} />}
            onClose={() => {
              setIsOpen(false);
              void queryClient.invalidateQueries({
                queryKey: conversationMessagesQueryKey(conversation.id),
              });
            }}
          />
        </Suspense>
      )}
    </>
  );
}
