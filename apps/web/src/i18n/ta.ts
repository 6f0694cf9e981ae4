import type { Catalog } from '@carmarket/shared/i18n/translate';
import shared from '@carmarket/shared/i18n/catalogs/ta';
import app from './ta/app';
import vehicles from './ta/vehicles';
import sell from './ta/sell';
import staff from './ta/staff';
import pages from './ta/pages';
import account from './ta/account';
import language from './ta/language';
import messages from './ta/messages';
import phoneVerification from './ta/phone-verification';
import compare from './ta/compare';

/** The web app's ta catalog: the shared messages and each area's. */
export default {
  ...shared,
  ...app,
  ...vehicles,
  ...sell,
  ...staff,
  ...pages,
  ...account,
  ...language,
  ...messages,
  ...phoneVerification,
  ...compare,
} satisfies Catalog as Catalog;
