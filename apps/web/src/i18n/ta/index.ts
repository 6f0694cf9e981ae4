import type { Catalog } from '@carmarket/shared/i18n/translate';
import shared from '@carmarket/shared/i18n/catalogs/ta';
import app from './app';
import vehicles from './vehicles';
import sell from './sell';
import staff from './staff';
import pages from './pages';
import account from './account';

/** The web app's ta catalog: the shared messages and each area's. */
export default {
  ...shared,
  ...app,
  ...vehicles,
  ...sell,
  ...staff,
  ...pages,
  ...account,
} satisfies Catalog as Catalog;
