import { useSearchParams } from 'react-router';
import { PageContainer, PageHeader } from '../../components/layout/page-container';
import { EMAIL_TOKEN_PARAM } from '../../config/paths';
import { UndoEmailChangePanel } from '../../features/email-confirmation/components/undo-email-change-panel';
import { useT } from '../../lib/i18n';

/** `/undo-email-change?token=…`: the link in the notice sent to the old address. */
export function UndoEmailChangeRoute() {
  const { t } = useT();
  const [searchParams] = useSearchParams();
  return (
    <PageContainer>
      <PageHeader
        title={t('Undo an e-mail change')}
        intro={t('Keep your account’s e-mail address if someone else asked to change it.')}
      />
      <div className="mt-8">
        <UndoEmailChangePanel token={searchParams.get(EMAIL_TOKEN_PARAM) ?? ''} />
      </div>
    </PageContainer>
  );
}
