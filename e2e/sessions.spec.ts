import type { Page, Response } from '@playwright/test';
import { E2E_PASSWORD, registerAccount, reissued, signInAs } from './accounts';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { expectToast } from './toasts';

/**
 * Issue 28, point 1 (decision 101): the session lives in an HttpOnly cookie that rotates at every
 * refresh. A reload and a second tab keep the person signed in (tabs take turns to refresh, so
 * they never present one credential twice), and signing out in one tab signs the others out.
 */

const SCREENS = [
  { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
];

/** Every answer to POST /api/auth/refresh the page receives, by status. */
function refreshStatuses(page: Page): number[] {
  const statuses: number[] = [];
  page.on('response', (response: Response) => {
    if (response.url().endsWith('/api/auth/refresh')) statuses.push(response.status());
  });
  return statuses;
}

async function expectSignedInOnProfile(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(page.getByRole('main').getByLabel('Full name')).toHaveValue('Dilani Fernando');
}

for (const { viewport, isMobile, hasTouch } of SCREENS) {
  test.describe(`a session at ${viewport.width} px`, () => {
    test.use({ viewport, isMobile, hasTouch });

    test('survives a reload and a second tab; signing out in one tab signs the other out', async ({
      page,
      request,
    }) => {
      const email = await registerAccount(request);
      await page.goto('/login');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
      const signIn = page.getByRole('button', { name: 'Sign In', exact: true });
      await (hasTouch ? signIn.tap() : signIn.click());
      await expectToast(page, 'Login success');
      await expect(page).toHaveURL(/\/$/);

      // The credential is in an HttpOnly cookie for /api/auth only; storage holds a hint.
      const cookies = await page.context().cookies();
      const session = cookies.find((cookie) => cookie.name === 'carmarket_session');
      expect(session).toMatchObject({ httpOnly: true, path: '/api/auth', sameSite: 'Strict' });
      const device = cookies.find((cookie) => cookie.name === 'carmarket_device');
      expect(device).toMatchObject({ httpOnly: true, path: '/api/auth', sameSite: 'Strict' });
      const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
      expect(stored).not.toContain(session?.value);
      expect(JSON.parse(stored)).toMatchObject({ 'carmarket.signedIn': '1' });
      expect(await page.evaluate(() => document.cookie)).toBe('');

      const first = refreshStatuses(page);
      await page.goto('/profile');
      await expectSignedInOnProfile(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.reload();
      await expectSignedInOnProfile(page);

      const second = await page.context().newPage();
      const secondRefreshes = refreshStatuses(second);
      await second.goto('/profile');
      await expectSignedInOnProfile(second);

      // Both tabs start again at the same moment: they refresh one after the other, each with
      // the credential the other just received, and both stay signed in.
      await Promise.all([page.reload(), second.reload()]);
      await expectSignedInOnProfile(page);
      await expectSignedInOnProfile(second);
      expect([...first, ...secondRefreshes].every((status) => status === 200)).toBe(true);
      expect(first.length + secondRefreshes.length).toBe(5);

      const signOut = page
        .getByRole('navigation', { name: 'Account' })
        .getByRole('button', { name: 'Sign Out' });
      await (hasTouch ? signOut.tap() : signOut.click());
      await expect(page).toHaveURL(/\/$/);
      // The other tab follows without a reload, and its session is over on the server too.
      await expect(second).toHaveURL(/\/login$/);
      await expect(second.getByRole('heading', { name: 'Sign In' })).toBeVisible();
      expect(await axeViolations(second)).toEqual([]);
      const cookieNames = (await page.context().cookies()).map((cookie) => cookie.name);
      expect(cookieNames).not.toContain('carmarket_session');
      expect(cookieNames).toContain('carmarket_device');
      await second.goto('/profile');
      await expect(second).toHaveURL(/\/login$/);
      await second.close();
    });

    test.describe('expired access tokens in two tabs', () => {
      // Each refresh is visible in the console as the 403 that triggers it; the live event
      // stream, opened with the same aged token, is refused with 401 and refreshes the same way.
      test.use({ expectedConsoleErrors: [/status of 40[13]/] });

      test('are refreshed one tab at a time, and both tabs stay signed in', async ({
        page,
        request,
      }) => {
        const email = await registerAccount(request);
        const login = await page.request.post('/api/auth/login', {
          data: { email, password: E2E_PASSWORD },
        });
        expect(login.status()).toBe(200);
        await page.context().addInitScript(() => localStorage.setItem('carmarket.signedIn', '1'));
        const second = await page.context().newPage();

        // Each tab's start-up refresh hands it a token issued 20 minutes ago (signed with the
        // server's key, refused for its age alone), so its first call is a 403 and a refresh.
        for (const tab of [page, second]) {
          await tab.route(
            '**/api/auth/refresh',
            async (route) => {
              const response = await route.fetch();
              const body = (await response.json()) as { accessToken: string };
              const accessToken = await reissued(body.accessToken, -20 * 60);
              await route.fulfill({ response, json: { ...body, accessToken } });
            },
            { times: 1 },
          );
        }
        const statuses = [refreshStatuses(page), refreshStatuses(second)];
        const forbidden = [page, second].map((tab) =>
          tab.waitForResponse(
            (response) => response.url().includes('/api/me/') && response.status() === 403,
          ),
        );
        await Promise.all([page.goto('/settings'), second.goto('/settings')]);
        await Promise.all(forbidden);
        for (const tab of [page, second]) {
          await expect(tab.getByRole('switch', { name: 'Email notifications' })).toBeVisible();
        }
        await expect.poll(() => statuses.flat().length).toBe(4);
        expect(statuses.flat().every((status) => status === 200)).toBe(true);

        // Still one live session: each tab reloads into it.
        for (const tab of [page, second]) {
          await tab.goto('/profile');
          await expectSignedInOnProfile(tab);
        }
        await second.close();
      });
    });

    test.describe('a stolen session cookie', () => {
      // The owner's refused refresh shows in the console as the browser's note about the 401.
      test.use({ expectedConsoleErrors: [/status of 401/] });

      test('used by a thief ends the session for both, and the owner is told why', async ({
        page,
        browser,
        request,
      }) => {
        const email = await registerAccount(request);
        await signInAs(page, email, E2E_PASSWORD);
        await page.goto('/profile');
        await expectSignedInOnProfile(page);

        // A copy of the owner's cookie, refreshed from another browser before the owner does.
        const stolen = (await page.context().cookies()).find(
          (cookie) => cookie.name === 'carmarket_session',
        );
        if (!stolen) throw new Error('no session cookie');
        const thief = await browser.newContext();
        await thief.addCookies([stolen]);
        const thiefRefresh = await thief.request.post('/api/auth/refresh');
        expect(thiefRefresh.status()).toBe(200);

        // The owner's next refresh presents the rotated credential: the session ends for both.
        await page.reload();
        await expectToast(page, 'This sign-in was used from somewhere else');
        await expect(page).toHaveURL(/\/login$/);
        expect(await axeViolations(page)).toEqual([]);
        expect((await thief.request.post('/api/auth/refresh')).status()).toBe(401);
        await thief.close();
      });
    });
  });
}
