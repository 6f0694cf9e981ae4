import { PageContainer } from '../../components/layout/page-container';
import { UnsubscribePage } from '../../features/unsubscribe/components/unsubscribe-page';

export function UnsubscribeRoute() {
  return (
    <PageContainer>
      <UnsubscribePage />
    </PageContainer>
  );
}
