import { checkEligibility } from '../packages/shared/src/eligibility';
import { formatDollars } from '../packages/shared/src/format';
import { calculateLoan, maxDownPayment } from '../packages/shared/src/loan';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

function sliders(page: Page) {
  return {
    price: page.getByRole('slider', { name: 'Vehicle price' }),
    downPayment: page.getByRole('slider', { name: 'Down payment' }),
    rate: page.getByRole('slider', { name: 'Interest rate' }),
    term: page.getByRole('slider', { name: 'Loan term' }),
  };
}

async function loanOnScreen(page: Page) {
  const { price, downPayment, rate, term } = sliders(page);
  return calculateLoan({
    price: Number(await price.inputValue()),
    downPayment: Number(await downPayment.inputValue()),
    annualRatePercent: Number(await rate.inputValue()),
    termMonths: Number(await term.inputValue()),
  });
}

test.describe('the loan calculator', () => {
  test('shows the shared maths for the defaults and follows the sliders', async ({ page }) => {
    await page.goto('/finance');
    const monthly = page.getByTestId('monthly-payment');
    const defaults = calculateLoan({
      price: 30_000,
      downPayment: 6_000,
      annualRatePercent: 4.5,
      termMonths: 60,
    });
    await expect(monthly).toHaveText(formatDollars(defaults.monthlyPayment));
    await expect(page.getByText(formatDollars(defaults.totalInterest))).toBeVisible();
    await expect(page.getByText(formatDollars(defaults.totalCost))).toBeVisible();
    await expect(page.getByText(formatDollars(defaults.loanAmount), { exact: true })).toBeVisible();

    const { price, rate, term } = sliders(page);
    await price.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(price).toHaveValue('32000');
    await rate.focus();
    for (let press = 0; press < 5; press += 1) await page.keyboard.press('ArrowRight');
    await term.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(term).toHaveValue('48');

    const changed = await loanOnScreen(page);
    expect(changed.monthlyPayment).not.toBeCloseTo(defaults.monthlyPayment, 2);
    await expect(monthly).toHaveText(formatDollars(changed.monthlyPayment));
    await expect(page.getByText(formatDollars(changed.totalCost))).toBeVisible();
  });

  test('pulls the down payment back to half the price when the price drops', async ({ page }) => {
    await page.goto('/finance');
    const { price, downPayment } = sliders(page);
    await downPayment.focus();
    await page.keyboard.press('End');
    await expect(downPayment).toHaveValue(String(maxDownPayment(30_000)));

    await price.focus();
    await page.keyboard.press('Home');
    await expect(price).toHaveValue('5000');
    await expect(downPayment).toHaveValue(String(maxDownPayment(5_000)));
    await expect(downPayment).toHaveAttribute('max', String(maxDownPayment(5_000)));
    await expect(page.getByTestId('monthly-payment')).toHaveText(
      formatDollars((await loanOnScreen(page)).monthlyPayment),
    );
  });
});

test.describe('the eligibility checker', () => {
  test('asks for a credit range, then gives the shared verdict', async ({ page }) => {
    await page.goto('/finance');
    const check = page.getByRole('button', { name: 'Check Eligibility' });
    await check.click();
    await expect(page.getByText('Choose your credit score range')).toBeVisible();

    await page.getByRole('radio', { name: /700-749/ }).check();
    await expect(page.getByText('Choose your credit score range')).toBeHidden();
    await expect(page.getByLabel('Annual income (USD)')).toHaveValue('60000');

    const { monthlyPayment } = await loanOnScreen(page);
    await check.click();
    const underage = checkEligibility({
      creditBand: '700-749',
      annualIncome: 60_000,
      monthlyPayment,
      isAdult: false,
    });
    await expect(page.getByRole('heading', { name: underage.title })).toBeFocused();

    await page.getByRole('checkbox', { name: 'I am 18 or older' }).check();
    await check.click();
    const adult = checkEligibility({
      creditBand: '700-749',
      annualIncome: 60_000,
      monthlyPayment,
      isAdult: true,
    });
    expect(adult.eligible).toBe(true);
    await expect(page.getByRole('heading', { name: adult.title })).toBeFocused();
    await expect(page.getByRole('heading', { name: adult.title })).toBeInViewport();
  });

  test('lists the options and opens FAQ answers with the keyboard', async ({ page }) => {
    await page.goto('/finance');
    for (const name of ['Standard Loan', 'Lease Program', 'Balloon Payment']) {
      await expect(page.getByRole('heading', { name, level: 3 })).toBeVisible();
    }
    await expect(page.getByText('Recommended', { exact: true })).toBeVisible();

    const question = page.getByRole('button', { name: 'What credit score do I need?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    const answer = page.locator(`#${await question.getAttribute('aria-controls')}`);
    await expect(answer).toBeHidden();
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();
    await page.keyboard.press('Space');
    await expect(answer).toBeHidden();
  });
});
