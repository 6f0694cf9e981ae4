import {
  E2E_PASSWORD,
  E2E_STAFF,
  mobileOf,
  registerAccount,
  setPackageAsStaff,
  signInAs,
} from './accounts';
import { photo, uniqueWord } from './ads';
import { addPhotosAndReview, fillVehicleDetails } from './sell-wizard';
import { expect, test } from './fixtures';
import { expectToast } from './toasts';

test.describe('selling a car', () => {
  test('signed out, choose Featured, sign in, fill the wizard, submit, and staff publish it', async ({
    page,
    browser,
  }) => {
    test.slow(); // the longest journey: three steps, an upload, moderation and search
    const email = await registerAccount(page.request);
    await setPackageAsStaff(page.request, email, 'featured');
    // A word no other ad has, so search finds exactly this car.
    const marker = uniqueWord();
    const title = `Toyota Aqua 2018 ${marker}`;

    await page.goto('/sell-car');
    await expect(page.getByRole('heading', { level: 1, name: 'Sell Your Car' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Package Comparison' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Why Choose a Premium Package?' }),
    ).toBeVisible();
    const featured = page.getByRole('article', { name: 'Featured' });
    await expect(featured.getByText('Recommended')).toBeVisible();
    await expect(featured.getByText('$29.99')).toBeVisible();
    await featured.getByRole('button', { name: 'Select Plan' }).click();
    await expect(page).toHaveURL(/\/login\?state=sell-car$/);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/sell-car\?step=1$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create Your Listing' }),
    ).toBeVisible();
    await expect(page.getByText(/Package: Featured/)).toBeVisible();

    const field = (label: string) => page.getByRole('main').getByLabel(label, { exact: true });
    // Step 1: Continue checks the rules in the spec's order, each as an error toast.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectToast(page, 'Please enter ad title');
    await field('Ad title').fill(title);
    await field('Phone number').fill('07612345');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectToast(page, 'Invalid phone number');
    await expect(field('Phone number')).toHaveAttribute('aria-invalid', 'true');

    // The seller's own verified number (issue 36): the wizard goes on without asking for a code.
    await field('Phone number').fill(mobileOf(email));
    await field('City').selectOption({ label: 'Kandy' });
    await field('Vehicle type').selectOption({ label: 'Car' });
    await field('Condition').selectOption({ label: 'Used' });
    await field('Make (brand)').selectOption({ label: 'Toyota' });
    // The Model box offers the make's models from the catalogue as the seller types; it still
    // takes any text.
    await expect
      .poll(() =>
        field('Model').evaluate((input: HTMLInputElement) =>
          Array.from(input.list?.options ?? [], (option) => option.value),
        ),
      )
      .toEqual(expect.arrayContaining(['Aqua', 'Corolla', 'Prius']));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectToast(page, 'Please enter model');
    await field('Model').fill('Aqua');
    await field('Year of manufacture').fill('2018');
    await field('Price (Rs.)').fill('4250000.5');
    await field('Transmission').selectOption({ label: 'Automatic' });
    await field('Fuel type').selectOption({ label: 'Hybrid' });
    await field('Engine capacity (cc)').fill('1500');
    await field('Mileage (miles)').fill('45000');
    await field('Air condition').check();
    const editor = page.getByRole('textbox', { name: /Description/ });
    await editor.click();
    await page.keyboard.type('One owner, full service history.');
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 2: a photo is required; the counter follows the package's limit.
    await expect(page.getByRole('heading', { name: 'Upload Photos' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectToast(page, 'Please select minimun 1 image');
    for (const [name, colour] of [
      ['front.png', '#2255aa'],
      ['side.png', '#aa3322'],
    ] as const) {
      await page
        .getByLabel('Add Photo')
        .setInputFiles({ name, mimeType: 'image/png', buffer: await photo(colour) });
    }
    await expect(page.getByText('2 / 10 photos uploaded')).toBeVisible();
    await page.getByRole('button', { name: 'Remove photo 2' }).click();
    await expect(page.getByText('1 / 10 photos uploaded')).toBeVisible();

    // Back keeps everything typed, the editor's text included.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(field('Ad title')).toHaveValue(title);
    await expect(editor).toContainText('One owner, full service history.');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('1 / 10 photos uploaded')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 3: the review shows every value the way the spec asks.
    await expect(page.getByRole('heading', { name: 'Review & Submit' })).toBeVisible();
    const review = page.getByRole('main');
    // The price with two decimals, as the spec says, the cents typed kept (issue 38).
    await expect(review.getByText('Rs. 4,250,000.50')).toBeVisible();
    await expect(review.getByText('45,000 miles')).toBeVisible();
    await expect(review.getByText('YES')).toHaveCount(1);
    await expect(review.getByText('Not Uploaded')).toHaveCount(2);
    await expect(review.getByText('One owner, full service history.')).toBeVisible();
    await page.getByRole('button', { name: 'Submit Ad' }).click();
    await expect(page.getByRole('dialog', { name: 'Uploading Advertisement' })).toBeVisible();
    await expectToast(page, 'New advertisement added success. please wait to confirmation.');
    // The seller lands where the new ad is: the Pending tab.
    await expect(page).toHaveURL(/\/listings\?status=pending&submitted=\d+$/);
    const pendingTab = page.getByRole('tab', { name: /Pending/ });
    await expect(pendingTab).toContainText('1');
    await expect(pendingTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('article', { name: title })).toBeVisible();

    // The tabs follow the keyboard (WAI-ARIA tabs): Home and End jump, the arrows wrap around.
    const tab = (name: RegExp) => page.getByRole('tab', { name });
    await pendingTab.focus();
    await page.keyboard.press('Home');
    await expect(tab(/Active/)).toBeFocused();
    await expect(tab(/Active/)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(tab(/Sold/)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tab(/Active/)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(pendingTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('article', { name: title })).toBeVisible();

    // Staff approve it in /admin.
    const staffContext = await browser.newContext();
    const staffPage = await staffContext.newPage();
    await signInAs(staffPage, E2E_STAFF.email, E2E_STAFF.password);
    await staffPage.goto('/admin');
    const card = staffPage.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(card.getByText('One owner, full service history.')).toBeVisible();
    await card.getByRole('button', { name: `Approve ${title}` }).click();
    await expectToast(staffPage, `${title} is live.`);
    await staffContext.close();

    // It is live: search finds it and its page opens for anyone.
    await page.goto(`/buy-car?q=${marker}`);
    await expect(page.getByText('1 cars found')).toBeVisible();
    await page.getByRole('link', { name: `View Details of ${title}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('One owner, full service history.')).toBeVisible();
  });

  test('a visitor is not shown the moderation page', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a seller who is not staff gets a not-found page at /admin', async ({ page }) => {
    const email = await registerAccount(page.request);
    await signInAs(page, email, E2E_PASSWORD);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Moderation');
    await expect(page.getByRole('heading', { name: 'Ads' })).toHaveCount(0);
  });
});

test.describe('a failed upload', () => {
  // The browser notes the refused upload in the console.
  test.use({ expectedConsoleErrors: [/status of 415/] });

  test('shows the server message, closes the progress dialog and keeps everything', async ({
    page,
  }) => {
    const email = await registerAccount(page.request);
    await signInAs(page, email, E2E_PASSWORD);
    await page.goto('/sell-car?step=1');
    await expect(page.getByText(/Package: Member/)).toBeVisible();

    const field = (label: string) => page.getByRole('main').getByLabel(label, { exact: true });
    await field('Ad title').fill('Suzuki Alto 2015');
    await field('City').selectOption({ label: 'Galle' });
    await field('Vehicle type').selectOption({ label: 'Car' });
    await field('Condition').selectOption({ label: 'Used' });
    await field('Make (brand)').selectOption({ label: 'Suzuki' });
    await field('Model').fill('Alto');
    await field('Year of manufacture').fill('2015');
    await field('Price (Rs.)').fill('2150000');
    await field('Transmission').selectOption({ label: 'Manual' });
    await field('Fuel type').selectOption({ label: 'Petrol' });
    await field('Engine capacity (cc)').fill('800');
    await field('Mileage (miles)').fill('61000');
    // Member ads have a plain description box, not the rich editor.
    await page.getByRole('textbox', { name: /Description/ }).fill('City car, new tyres.');
    await page.getByRole('button', { name: 'Continue' }).click();

    // A text file dressed as a PNG passes the picker; the server judges the bytes.
    await page.getByLabel('Add Photo').setInputFiles({
      name: 'car.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is not a picture'),
    });
    await expect(page.getByText('1 / 5 photos uploaded')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Submit Ad' }).click();

    await expectToast(page, /car\.png.*is not a JPEG, PNG or WebP image/);
    await expect(page.getByRole('dialog', { name: 'Uploading Advertisement' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Review & Submit' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Suzuki Alto 2015')).toBeVisible();
    await expect(page).toHaveURL(/\/sell-car\?step=1$/);
  });
});

test.describe('the upload dialog', () => {
  test('says 100% only once the server has the ad, then closes one second later', async ({
    page,
  }) => {
    // The moments, as the page sees them: the server's answer arriving, the dialog first showing
    // 100%, and the dialog going away (with the page's own clock).
    await page.addInitScript(() => {
      const moments: string[] = [];
      Object.assign(window, { uploadMoments: moments });
      const open = XMLHttpRequest.prototype.open;
      XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
        this.addEventListener('readystatechange', () => {
          if (this.readyState === XMLHttpRequest.DONE) moments.push('server answered');
        });
        return (open as (...a: unknown[]) => void).apply(this, args);
      } as typeof XMLHttpRequest.prototype.open;
      let completeAt = 0;
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"]');
        if (bar?.getAttribute('aria-valuenow') === '100' && !completeAt) {
          completeAt = performance.now();
          const done = bar.closest('[role="dialog"]')?.textContent?.includes('Upload Complete!');
          moments.push(done ? 'dialog at 100%: Upload Complete!' : 'dialog at 100%');
        }
        if (!bar && completeAt && !moments.at(-1)?.startsWith('closed')) {
          const closedAfter = performance.now() - completeAt;
          moments.push(closedAfter >= 1000 ? 'closed, not before 1 s' : 'closed too early');
        }
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    const email = await registerAccount(page.request);
    await signInAs(page, email, E2E_PASSWORD);
    await page.goto('/sell-car?step=1');
    await fillVehicleDetails(page, { title: `Suzuki Alto ${uniqueWord()}`, price: '2150000' });
    await addPhotosAndReview(page, 3);

    await page.getByRole('button', { name: 'Submit Ad' }).click();
    // Read from the page's own record, not by catching the one-second "Upload Complete!" between
    // two looks from the test process, which a loaded machine can miss.
    const moments = () =>
      page.evaluate(() => (window as unknown as { uploadMoments: string[] }).uploadMoments);
    await expect.poll(moments).toContainEqual(expect.stringMatching(/^closed/));
    // 100% when the last byte left would leave the server's work on the photos on top of the
    // second (the dialog stayed 1.3 to 1.7 s); 100% means the ad is stored, one second follows.
    expect(await moments()).toEqual([
      'server answered',
      'dialog at 100%: Upload Complete!',
      'closed, not before 1 s',
    ]);
    await expect(page).toHaveURL(/\/listings\?status=pending/);
  });
});
