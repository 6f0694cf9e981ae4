import { Navigate } from 'react-router';
import { PageContainer, PageHeader } from '../../components/layout/page-container';
import { paths } from '../../config/paths';
import { ConversationList } from '../../features/messages/components/conversation-list';
import { useT } from '../../lib/i18n';
import { useCurrentUser } from '../../lib/session';

/** /messages: the signed-in user's conversations, newest message first (issue 35). */
export function MessagesRoute() {
  const { t } = useT();
  if (!useCurrentUser()) return <Navigate to={paths.login} replace />;
  return (
    <PageContainer className="max-w-3xl py-8 sm:py-10">
      <PageHeader
        title={t('Messages')}
        intro={t('Your conversations with buyers and sellers, the newest first.')}
      />
      <div className="mt-6">
        <ConversationList />
      </div>
    </PageContainer>
  );
}
