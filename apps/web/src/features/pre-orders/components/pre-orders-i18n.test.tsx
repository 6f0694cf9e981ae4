import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ta from '../../../i18n/ta/sell';
import { renderWithProviders } from '../../../test/render-with-providers';
import { PreOrderForm } from './pre-order-form';

describe('the pre-order form in Tamil', () => {
  it('labels its fields and its button in Tamil', async () => {
    renderWithProviders(<PreOrderForm onSent={() => {}} />, { language: 'ta' });
    expect(screen.getByLabelText(ta['Car name'])).toBeTruthy();
    expect(screen.getByLabelText(ta['Contact email'])).toBeTruthy();
    const send = screen.getByRole('button', { name: ta['Send pre-order request'] });
    // The shared schema refuses the empty form before anything is sent.
    await userEvent.setup().click(send);
    expect(
      screen.getAllByRole('textbox').some((box) => box.getAttribute('aria-invalid') === 'true'),
    ).toBe(true);
  });
});
