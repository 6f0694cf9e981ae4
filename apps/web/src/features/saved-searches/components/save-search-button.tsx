import { BellPlus } from 'lucide-react';
import { Suspense, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles';
import { loginReturningTo } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useCurrentUser } from '../../../lib/session';

const buttonClasses = buttonStyles({ variant: 'secondary', className: 'h-10 px-4' });

/**
 * The page's address as a `next` sign-in may return to: every character of the query but
 * letters, digits and `-_.` percent-encoded (paths.ts accepts no others).
 */
function returnPath(pathname: string, search: string): string {
  const query = [...new URLSearchParams(search)]
    .map(([name, value]) => `${strictEncode(name)}=${strictEncode(value)}`)
    .join('&');
  return query ? `${pathname}?${query}` : pathname;
}

function strictEncode(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*~]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * "Save this search" on Buy Car: a signed-in user names the search and picks how often to hear
 * of new cars; a visitor is taken to sign in and brought back to the same search.
 */
export function SaveSearchButton({
  renderDialog,
}: {
  /**
   * The Save this search dialog (save-search-dialog.tsx) for the page's search, drawn while open.
   * The page loads it when it opens, not with the page (decision 091): its form checks the name
   * with the shared zod schema, and the search's params and suggested name are worked out then.
   */
  renderDialog: (onClose: () => void) => ReactNode;
}) {
  const { t } = useT();
  const user = useCurrentUser();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);

  if (!user) {
    return (
      <Link to={loginReturningTo(returnPath(pathname, search))} className={buttonClasses}>
        <BellPlus aria-hidden className="size-4" />
        {t('Save this search')}
      </Link>
    );
  }
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={buttonClasses}>
        <BellPlus aria-hidden className="size-4" />
        {t('Save this search')}
      </button>
      {open && <Suspense fallback={null}>{renderDialog(() => setOpen(false))}</Suspense>}
    </>
  );
}
