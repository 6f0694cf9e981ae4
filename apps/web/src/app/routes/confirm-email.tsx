import { useSearchParams } from 'react-router';
import { PageContainer, PageHeader } from '../../components/layout/page-container';
import { EMAIL_TOKEN_PARAM } from '../../config/paths';
import { ConfirmEmailPanel } from '../../features/email-confirmation/components/confirm-email-panel';
import { useT } from '../../lib/i18n';

/** `/confirm-email?token=…`: the confirmation e-mail's link, no sign-in needed. */
export function ConfirmEmailRoute() {
  const { t } = useT();
  const [searchParams] = useSearchParams();
  return (
    <PageContainer>
      <PageHeader
        title={t('Confirm your e-mail')}
        intro={t('One step, so that CarMarket’s notices and alerts reach you and nobody else.')}
      />
      <div className="mt-8">
        <ConfirmEmailPanel token={searchParams.get(EMAIL_TOKEN_PARAM) ?? ''} />
      </div>
    </PageContainer>
  );
}
