import { useMemo, useState } from 'react';
import { SaveSearchDialog } from '../../features/saved-searches/components/save-search-dialog';
import type { SearchOnPage } from '../../features/vehicles/components/car-search';
import { savedSearchParamsOf, suggestedName } from '../../features/vehicles/saved-search-params';
import { useT } from '../../lib/i18n';

/**
 * Buy Car's Save this search dialog: the page's search as a saved search keeps it, and its
 * description (in the page's language) as the name to offer. Loaded when the dialog opens, with
 * the code that works these out, so the page does not carry it nor run it on every render.
 */
export function SaveThisSearchDialog({
  search: { state, topBarCityId, names },
  onClose,
}: {
  search: SearchOnPage;
  onClose: () => void;
}) {
  const { t } = useT();
  const params = useMemo(() => savedSearchParamsOf(state, topBarCityId), [state, topBarCityId]);
  // The name offered as the dialog opens; the dialog keeps what the user types from then on.
  const [offered] = useState(() => (names ? suggestedName(params, names, { t }) : ''));
  return <SaveSearchDialog params={params} suggestedName={offered} onClose={onClose} />;
}
