import { useCallback } from 'react';
import { useCities } from '../../../features/cities/api/get-cities';
import { SavedSearchesList } from '../../../features/saved-searches/components/saved-searches-list';
import { useSearchNames } from '../../../features/vehicles/hooks/use-search-names';
import { buyCarHrefOf, describeSearch } from '../../../features/vehicles/saved-search-params';
import { AccountSection } from './account-section';
import { useT } from '../../../lib/i18n';

const NO_CITIES: never[] = [];

export function SavedSearchesRoute() {
  const { t } = useT();
  const cities = useCities();
  const names = useSearchNames(cities.data ?? NO_CITIES);
  const describe = useCallback<Parameters<typeof SavedSearchesList>[0]['describe']>(
    (params) => (names ? describeSearch(params, names) : ''),
    [names],
  );
  return (
    <AccountSection
      title={t('Saved Searches')}
      intro={t(
        'The searches you saved, how many new cars match each, and how often we e-mail you.',
      )}
    >
      <SavedSearchesList describe={describe} hrefOf={buyCarHrefOf} />
    </AccountSection>
  );
}
