import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { useLoanCalculator } from '../hooks/use-loan-calculator';
import { EligibilityChecker } from './eligibility-checker';
import { LoanCalculator } from './loan-calculator';
import { LoanOptions } from './loan-options';

function Calculator() {
  const loan = useLoanCalculator();
  return (
    <>
      <LoanCalculator loan={loan} />
      <EligibilityChecker monthlyPayment={loan.result.monthlyPayment} />
    </>
  );
}

describe('the loan calculator and eligibility checker', () => {
  it('keep their English words and figures', async () => {
    renderWithProviders(<Calculator />);
    expect(screen.getByRole('slider', { name: 'Loan term' }).getAttribute('aria-valuetext')).toBe(
      '60 months (5 yr)',
    );
    expect(screen.getByText('for 60 months')).toBeTruthy();
    expect(
      screen.getByText('20% of the price. Up to half the price; we recommend at least 20%.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Check Eligibility' }));
    expect(screen.getByText('Choose your credit score range')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: /^750\+/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'I am 18 or older' }));
    await userEvent.click(screen.getByRole('button', { name: 'Check Eligibility' }));
    expect(screen.getByText(/^Debt-to-income with this loan:/).textContent).toMatch(
      /^Debt-to-income with this loan: \d+\.\d% \(must stay below 50%\)$/,
    );
  });

  it('speak Sinhala: labels, values, the validation message and the results', async () => {
    renderWithProviders(<Calculator />, { language: 'si' });
    expect(screen.getByRole('slider', { name: 'ණය කාලය' }).getAttribute('aria-valuetext')).toBe(
      'මාස 60 (වසර 5)',
    );
    expect(screen.getByText('මාස 60ක් සඳහා')).toBeTruthy();
    expect(screen.getByText('මුළු පොලිය')).toBeTruthy();
    // Prices stay as they are in every language.
    expect(screen.getByTestId('monthly-payment').textContent).toMatch(/^\$\d/);
    await userEvent.click(screen.getByRole('button', { name: 'සුදුසුකම් පරීක්ෂා කරන්න' }));
    expect(screen.getByText('ඔබේ ණය ලකුණු පරාසය තෝරන්න')).toBeTruthy();
  });

  it('name the loan options in Tamil', () => {
    renderWithProviders(<LoanOptions />, { language: 'ta' });
    expect(screen.getByRole('heading', { name: 'லீசிங் திட்டம்' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'லீசிங் திட்டம்: இப்போதே விண்ணப்பியுங்கள்' })).toBeTruthy();
  });
});
