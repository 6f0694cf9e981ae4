import type { Catalog } from '@carmarket/shared/i18n/translate';
import shared from '@carmarket/shared/i18n/catalogs/ta';
import mail from './mail';
import messages from './messages';
import pages from './pages';

/** The API's ta catalog: the shared messages, its own sentences and the e-mails. */
export default { ...shared, ...messages, ...mail, ...pages } satisfies Catalog as Catalog;
