import { describe, expect, it } from 'vitest';
import { routeModules } from '../../build/route-modules';
import { staffPaths } from '@carmarket/shared/site-paths';
import { paths } from '../config/paths';
import { ACCOUNT_PAGE_PATHS } from './router';
import { ACCOUNT_PAGES } from './routes/account/account-pages';

describe('build/route-modules', () => {
  it('names the page modules of every route in paths and staffPaths, and the not-found page', () => {
    expect(Object.keys(routeModules).sort()).toEqual(
      [...Object.keys(paths), ...Object.keys(staffPaths), 'notFound'].sort(),
    );
  });

  it('gives every account page path a page, and no other', () => {
    expect(Object.keys(ACCOUNT_PAGES).sort()).toEqual([...ACCOUNT_PAGE_PATHS].sort());
  });
});
