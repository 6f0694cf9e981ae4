import type { Catalog } from '@carmarket/shared/i18n/translate';
import shared from '@carmarket/shared/i18n/catalogs/si';
import app from './si/app';
import vehicles from './si/vehicles';
import sell from './si/sell';
import staff from './si/staff';
import pages from './si/pages';
import account from './si/account';
import language from './si/language';
import messages from './si/messages';
import phoneVerification from './si/phone-verification';
import compare from './si/compare';

/** The web app's si catalog: the shared messages and each area's. */
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
