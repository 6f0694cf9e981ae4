import { useSearchParams } from 'react-router';
import { PageContainer, PageHeader } from '../../components/layout/page-container';
import { LISTING_ACTION_TOKEN_PARAM } from '../../config/paths';
import { ListingActionPanel } from '../../features/listings/components/listing-action-panel';
import { useT } from '../../lib/i18n';

/** `/listing-action?token=…`: the expiry reminder's one-tap links, no sign-in needed. */
export function ListingActionRoute() {
  const { t } = useT();
  const [searchParams] = useSearchParams();
  return (
    <PageContainer>
      <PageHeader
        title={t('Your Ad')}
        intro={t('Confirm what the link from your e-mail should do.')}
      />
      <div className="mt-8">
        <ListingActionPanel token={searchParams.get(LISTING_ACTION_TOKEN_PARAM) ?? ''} />
      </div>
    </PageContainer>
  );
}
