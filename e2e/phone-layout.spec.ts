import type { Browser } from '@playwright/test';
import {
  apiSession,
  E2E_STAFF,
  registerAccount,
  E2E_PASSWORD,
  setPackageAsStaff,
  signInAs,
} from './accounts';
import { newSeller, postLiveAds, postPendingAds, uniqueWord } from './ads';
import { expect, test } from './fixtures';
import { expectToast } from './toasts';
import { addPhotosAndReview, fillVehicleDetails } from './sell-wizard';
import { watchNetwork } from './quiet-network';
import { expectFitsTheScreen } from './layout';

/** A 390 px phone with a touch screen, as most of our buyers and sellers hold. */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function phonePage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ ...PHONE, baseURL });
  return { page: await context.newPage(), close: () => context.close() };
}

test.describe('selling and buying on a phone', () => {
  test.use(PHONE);

  test('a VIP ad typed in the editor lands on Pending, then reads and takes an offer on a phone', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow(); // a whole wizard, moderation and an offer
    const seller = await newSeller(page.request);
    await setPackageAsStaff(page.request, seller.email, 'vip');
    // A long unbroken word in the title, as sellers paste model codes.
    const title = `Toyota Aqua S ${uniqueWord()}HybridGSportsPackageSafetyEdition`;
    await signInAs(page, seller.email, seller.password);
    await page.goto('/sell-car?step=1');
    await expect(page.getByText(/Package: VIP/)).toBeVisible();
    // Typed key by key into Quill, which writes every space as &nbsp; unless we stop it.
    await fillVehicleDetails(page, {
      title,
      price: '7450000',
      richDescription:
        'One owner from new, full agent service history, new hybrid battery in 2024, ' +
        'never used for hiring and kept in a garage in Kandy.',
    });
    await addPhotosAndReview(page, 3);
    await expectFitsTheScreen(page, 'the review step', PHONE.viewport.width);
    await page.getByRole('button', { name: 'Submit Ad' }).tap();

    // The seller sees the new ad where it is: waiting for review, marked, with how long it takes.
    await expect(page).toHaveURL(/\/listings\?/);
    await expect(page.getByRole('tab', { name: /Pending/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const submitted = page.getByRole('article', { name: title });
    await expect(submitted).toBeVisible();
    await expect(submitted.getByText('Just submitted')).toBeVisible();
    await expect(
      page.getByText('Our team reviews every ad before it goes live, usually within 24 hours.'),
    ).toBeVisible();

    // The address names the new ad, so staff can approve exactly this one.
    const id = Number(new URL(page.url()).searchParams.get('submitted'));
    expect(id, 'the new ad is named in the address').toBeGreaterThan(0);
    const staff = await apiSession(page.request, E2E_STAFF.email, E2E_STAFF.password);
    expect(
      (await page.request.post(`/api/admin/ads/${id}/approve`, { headers: staff })).status(),
    ).toBe(204);

    // A buyer on another phone reads it: the description wraps and the page fits the screen.
    const buyerEmail = await registerAccount(page.request);
    const buyer = await phonePage(browser, baseURL);
    await signInAs(buyer.page, buyerEmail, E2E_PASSWORD);
    await buyer.page.goto(`/cars/${id}`);
    const description = buyer.page.getByRole('region', { name: 'Description' });
    await expect(description).toContainText('One owner from new');
    await expectFitsTheScreen(buyer.page, `/cars/${id}`, PHONE.viewport.width);

    // The offer sheet fits the phone: the price is whole and Send Offer answers a tap.
    await buyer.page.getByRole('button', { name: 'Make an Offer' }).tap();
    const sheet = buyer.page.getByRole('dialog', { name: 'Make an Offer' });
    await expect(sheet).toContainText('listed at Rs. 7,450,000.');
    const box = await sheet.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.viewport.width).toBe(true);
    await sheet.getByLabel('Message').fill('Could I see it on Saturday morning?');
    await sheet.getByRole('button', { name: 'Send Offer' }).tap();
    await expect(sheet).toBeHidden();
    await expectToast(buyer.page, /offer/i);
    // What the server stored: plain spaces, so any screen can wrap it.
    const html = await description.innerHTML();
    expect(html, 'the stored description has plain spaces').not.toMatch(/&nbsp;|\u00a0/);
    await buyer.close();
  });
});

test.describe('every page on a 390 px phone', () => {
  test('no page is wider than the screen, with long titles, long words and a rich description', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow(); // two dozen pages, signed out, as a seller and as staff
    // The longest title the wizard takes, most of it one unbroken word.
    const longWord = `${uniqueWord()}${'W'.repeat(60)}`;
    const longTitle = `Toyota Land Cruiser Prado ${longWord}`.slice(0, 100);
    const seller = await newSeller(page.request);
    await setPackageAsStaff(page.request, seller.email, 'vip');
    const [liveId] = await postLiveAds(page.request, seller, [
      {
        title: longTitle,
        description:
          '<h2>Condition and history of this particular vehicle</h2>' +
          '<p class="ql-align-center">One&nbsp;owner&nbsp;from&nbsp;new,&nbsp;full&nbsp;agent&nbsp;service&nbsp;history,&nbsp;never&nbsp;used&nbsp;for&nbsp;hiring.</p>' +
          '<ol><li data-list="bullet">New tyres</li><li data-list="bullet">New battery</li></ol>' +
          `<p>Reference ${'TOYOTAAQUA2016KANDY'.repeat(6)}</p>` +
          `<p><a href="https://example.lk/${'very-long-path-segment-'.repeat(6)}">https://example.lk/${'very-long-path-segment-'.repeat(6)}</a></p>`,
      },
    ]);
    // A second ad of the same seller waits for review: My Listings' Pending tab and /admin.
    await postPendingAds(page.request, seller, [{ title: `${longTitle.slice(0, 90)} pending` }]);
    const buyerEmail = await registerAccount(page.request);
    const buyerAuth = await apiSession(page.request, buyerEmail, E2E_PASSWORD);
    expect(
      (await page.request.put(`/api/me/wishlist/${liveId}`, { headers: buyerAuth })).status(),
    ).toBe(204);
    expect(
      (
        await page.request.post(`/api/vehicles/${liveId}/offers`, {
          headers: buyerAuth,
          data: { amount: 7_000_000, message: `Interested ${longWord}` },
        })
      ).status(),
    ).toBe(201);

    const visitorRoutes = [
      '/',
      '/buy-car',
      `/buy-car?q=${longWord}`,
      `/cars/${liveId}`,
      '/cars/999999999',
      '/sell-car',
      '/login',
      '/register',
      '/finance',
      '/about',
      '/contact',
      '/privacy',
      '/safety-tips',
      '/saved-cars',
      '/no-such-page',
    ];
    const sellerRoutes = [
      '/profile',
      '/package',
      '/listings',
      '/listings?status=pending',
      '/profile-wishlist',
      '/settings',
      '/offers',
      '/sell-car?step=1',
      `/cars/${liveId}`,
    ];
    const buyerRoutes = ['/profile-wishlist', '/offers'];

    for (const [routes, account] of [
      [visitorRoutes, null],
      [sellerRoutes, seller],
      [buyerRoutes, { email: buyerEmail, password: E2E_PASSWORD }],
      [['/admin'], E2E_STAFF],
    ] as const) {
      const phone = await phonePage(browser, baseURL);
      if (account) await signInAs(phone.page, account.email, account.password);
      for (const route of routes) {
        const network = watchNetwork(phone.page);
        await phone.page.goto(route);
        await expect(phone.page.getByRole('heading', { level: 1 })).toBeVisible();
        await network.settled();
        await expectFitsTheScreen(phone.page, route, PHONE.viewport.width);
      }
      await phone.close();
    }
  });
});
