import { E2E_PASSWORD, mobileOf, registerAccount, signInAs, signInAsNewUser } from './accounts';
import { newSeller, photo, postLiveAds, uniqueWord } from './ads';
import { expect, test } from './fixtures';
import { expectToast } from './toasts';
import { pressUntilFocused } from './keyboard';
import { lastSmsTo, readSmsCode } from './sms';

/**
 * Whole journeys with the keyboard alone: Tab and Shift+Tab to move, Enter and Space to press,
 * Escape to close, arrow keys in selects, sliders and tab lists. No click anywhere.
 */

test.describe('with the keyboard only', () => {
  test('a buyer searches, sorts, narrows the price, opens a car and sends an offer', async ({
    page,
  }) => {
    const word = uniqueWord();
    const title = `Toyota Aqua S ${word}`;
    await postLiveAds(page.request, await newSeller(page.request), [
      { title, price: 350_000, make: 'Toyota', model: 'Aqua' },
      { title: `Toyota Aqua G ${word}`, price: 9_800_000, make: 'Toyota', model: 'Aqua' },
    ]);
    await signInAsNewUser(page);
    await page.goto('/buy-car');
    await expect(page.getByText(/cars found/)).toBeVisible();

    // Skip to content, then the search box.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const search = page.getByRole('combobox', { name: 'Search cars' });
    await pressUntilFocused(page, search);
    await page.keyboard.type(word);
    await expect(page.getByText('2 cars found')).toBeVisible();

    // The sort select answers the arrow keys: Price: Low to High is the next choice.
    const sort = page.getByRole('combobox', { name: /Sort/ });
    await pressUntilFocused(page, sort);
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/sort=1/);

    // The price range's upper slider answers the arrow keys, a step of Rs. 1,000 at a time.
    const filters = page.getByRole('complementary', { name: 'Filters' });
    const highest = filters.getByRole('slider', { name: 'Maximum price' });
    await highest.focus();
    const before = Number(await highest.inputValue());
    await page.keyboard.press('ArrowLeft');
    await expect(highest).toHaveValue(String(before - 1_000));
    await expect(page).toHaveURL(new RegExp(`[?&]max=${before - 1_000}(&|$)`));

    // Shift+Tab goes back to the typed Max box; five million leaves the dearer car out.
    const max = filters.getByRole('textbox', { name: 'Max price in rupees' });
    await pressUntilFocused(page, max, 6, 'Shift+Tab');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('5000000');
    await expect(page).toHaveURL(/[?&]max=5000000(&|$)/);
    await expect(page.getByText(/^1 cars? found$/)).toBeVisible();

    // Back up to the results with Shift+Tab is long; the card's link is forward from the box.
    await search.focus();
    const details = page.getByRole('link', { name: `View Details of ${title}` });
    await pressUntilFocused(page, details, 60);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeFocused();

    // Make an Offer: focus goes into the sheet, stays there, and Escape gives it back.
    const offerButton = page.getByRole('button', { name: 'Make an Offer' });
    await pressUntilFocused(page, offerButton, 15);
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Make an Offer' });
    const amount = sheet.getByLabel('Your offer (Rs.)');
    await expect(amount).toBeFocused();
    const send = sheet.getByRole('button', { name: 'Send Offer' });
    await pressUntilFocused(page, send, 4);
    // Tab past the last control wraps to the first: the sheet keeps the focus.
    await page.keyboard.press('Tab');
    await expect(sheet.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(send).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(offerButton).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(amount).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('330000');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Could I see it on Saturday?');
    await pressUntilFocused(page, send, 3);
    await page.keyboard.press('Enter');
    await expect(sheet).toBeHidden();
    await expectToast(page, /offer/i);
    await expect(offerButton).toBeFocused();
  });

  test('a seller chooses a package, fills the three steps and submits', async ({ page }) => {
    test.slow(); // every field of the wizard, key by key
    // An account whose number is not verified yet: step 1 asks for it.
    const email = await registerAccount(page.request, '', { phoneVerified: false });
    await signInAs(page, email, E2E_PASSWORD);
    await page.goto('/sell-car');
    const member = page
      .getByRole('article', { name: 'Member' })
      .getByRole('button', { name: 'Select Plan' });
    await pressUntilFocused(page, member, 60);
    await page.keyboard.press('Space');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create Your Listing' }),
    ).toBeFocused();

    const main = page.getByRole('main');
    const field = (label: string) => main.getByLabel(label, { exact: true });
    const title = `Suzuki Alto ${uniqueWord()}`;
    const mobile = mobileOf(email);
    // Each field is the next Tab stop after the one before (a few at most: hints, the Change
    // Package button); text is typed, selects are chosen by typing the option's name.
    const steps: Array<[string, string]> = [
      ['Ad title', title],
      ['Phone number', mobile],
      ['City', 'Galle'],
      ['Vehicle type', 'Car'],
      ['Condition', 'Used'],
      ['Make (brand)', 'Suzuki'],
      ['Model', 'Alto'],
      ['Year of manufacture', '2015'],
      ['Price (Rs.)', '2150000'],
      ['Transmission', 'Manual'],
      ['Fuel type', 'Petrol'],
      ['Engine capacity (cc)', '800'],
      ['Mileage (miles)', '61000'],
    ];
    for (const [label, value] of steps) {
      const control = field(label);
      await pressUntilFocused(page, control);
      const isSelect = await control.evaluate((element) => element.tagName === 'SELECT');
      if (!isSelect) await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(value);
      if (isSelect) {
        await expect(control.locator('option:checked')).toHaveText(value);
      } else {
        await expect(control).toHaveValue(value);
      }
    }
    await pressUntilFocused(page, field('Air condition'));
    await page.keyboard.press('Space');
    await expect(field('Air condition')).toBeChecked();
    const description = main.getByRole('textbox', { name: /Description/ });
    await pressUntilFocused(page, description, 8);
    await page.keyboard.type('City car, new tyres, one owner.');
    const next = page.getByRole('button', { name: 'Continue' });
    await pressUntilFocused(page, next, 4);
    const before = await lastSmsTo(mobile);
    await page.keyboard.press('Enter');

    // Step 1 asks for the code texted to the number, just above Continue: sent, typed and
    // confirmed from the keyboard (Enter in the code field verifies).
    const panel = main.getByRole('region', { name: 'Verify your mobile number' });
    await expect(panel).toBeVisible();
    await pressUntilFocused(page, panel.getByRole('button', { name: 'Send code' }), 3, 'Shift+Tab');
    await page.keyboard.press('Enter');
    const code = await readSmsCode(mobile, before);
    await expect(panel.getByLabel('6-digit code')).toBeFocused();
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');

    // Step 2: the photo picker opens from the keyboard; the chosen file comes from the system
    // dialog, as it would for a person.
    await expect(page.getByRole('heading', { name: 'Upload Photos' })).toBeVisible();
    const picker = page.getByLabel('Add Photo');
    await pressUntilFocused(page, picker, 10);
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Space');
    await (
      await chooser
    ).setFiles({ name: 'front.png', mimeType: 'image/png', buffer: await photo('#2255aa') });
    await expect(page.getByText('1 / 5 photos uploaded')).toBeVisible();
    await pressUntilFocused(page, next, 10);
    await page.keyboard.press('Enter');

    // Step 3: Back with Shift+Tab and Enter keeps everything; then Submit Ad.
    await expect(page.getByRole('heading', { name: 'Review & Submit' })).toBeVisible();
    await expect(main.getByText(title)).toBeVisible();
    const submit = page.getByRole('button', { name: 'Submit Ad' });
    await pressUntilFocused(page, submit, 30);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/listings\?status=pending/);

    // My Listings: the arrow keys move along the tabs.
    const pending = page.getByRole('tab', { name: /Pending/ });
    await expect(pending).toHaveAttribute('aria-selected', 'true');
    await pending.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: /Active/ })).toBeFocused();
    await expect(page.getByRole('tab', { name: /Active/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('ArrowRight');
    await expect(pending).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('article', { name: title })).toBeVisible();
  });
});
