import { useMemo, useState } from 'react';
import { SaveSearchDialog } from '../../features/saved-searches/components/save-search-dialog';
import type { SearchOnPage } from '../../features/vehicles/components/car-search';
import { useSearchNames } from '../../features/vehicles/hooks/use-search-names';
import {
  savedSearchParamsOf,
  suggestedName,
  type SearchNames,
} from '../../features/vehicles/saved-search-params';
import { useT } from '../../lib/i18n';

/**
 * Buy Car's Save this search dialog: the page's search as a saved search keeps it, and its
 * description (in the page's language) as the name to offer. Loaded when the dialog opens, with
 * the code that works these out, so the page does not carry it nor run it on every render.
 */
export function SaveThisSearchDialog({
  search,
  onClose,
}: {
  search: SearchOnPage;
  onClose: () => void;
}) {
  // Named here, when the dialog opens, not on every Buy Car render (issue 38 made room this way).
  const names = useSearchNames(search.cities);
  return names ? <SaveThisSearch search={search} names={names} onClose={onClose} /> : null;
}

function SaveThisSearch({
  search: { state, topBarCityId },
  names,
  onClose,
}: {
  search: SearchOnPage;
  names: SearchNames;
  onClose: () => void;
}) {
  const { t } = useT();
  const params = useMemo(() => savedSearchParamsOf(state, topBarCityId), [state, topBarCityId]);
  // The name offered as the dialog opens; the dialog keeps what the user types from then on.
  const [offered] = useState(() => suggestedName(params, names, { t }));
  return <SaveSearchDialog params={params} suggestedName={offered} onClose={onClose} />;
}
