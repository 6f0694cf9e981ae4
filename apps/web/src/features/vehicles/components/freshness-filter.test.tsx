import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { FreshnessFilter } from './freshness-filter';

describe('FreshnessFilter (issue 37)', () => {
  it('offers 1, 3, 7, 14 and 30 days, sends the days chosen, and none for Any time', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <FreshnessFilter listedWithinDays={7} confirmedWithinDays={undefined} onChange={onChange} />,
    );
    const select = screen.getByLabelText<HTMLSelectElement>('Listed in the last');
    expect(select.name).toBe('listedWithinDays');
    expect(select.value).toBe('7');
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Any time',
      '1 day',
      '3 days',
      '7 days',
      '14 days',
      '30 days',
    ]);
    const user = userEvent.setup();
    await user.selectOptions(select, '14 days');
    expect(onChange).toHaveBeenLastCalledWith({ listedWithinDays: 14 });
    await user.selectOptions(select, 'Any time');
    expect(onChange).toHaveBeenLastCalledWith({ listedWithinDays: undefined });
  });

  it('turns Confirmed this week on and off as confirmedWithinDays=7', async () => {
    const onChange = vi.fn();
    const { rerender } = renderWithProviders(
      <FreshnessFilter
        listedWithinDays={undefined}
        confirmedWithinDays={undefined}
        onChange={onChange}
      />,
    );
    const chip = screen.getByRole('button', { name: 'Confirmed this week' });
    expect(chip.getAttribute('aria-pressed')).toBe('false');
    const user = userEvent.setup();
    await user.click(chip);
    expect(onChange).toHaveBeenLastCalledWith({ confirmedWithinDays: 7 });
    rerender(
      <FreshnessFilter listedWithinDays={undefined} confirmedWithinDays={7} onChange={onChange} />,
    );
    const pressed = screen.getByRole('button', { name: 'Confirmed this week' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    await user.click(pressed);
    expect(onChange).toHaveBeenLastCalledWith({ confirmedWithinDays: undefined });
  });

  it('speaks Tamil', () => {
    renderWithProviders(
      <FreshnessFilter
        listedWithinDays={undefined}
        confirmedWithinDays={undefined}
        onChange={() => {}}
      />,
      { language: 'ta' },
    );
    expect(screen.getByLabelText('இதற்குள் பட்டியலிடப்பட்டவை')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'இந்த வாரம் உறுதிசெய்யப்பட்டவை' })).toBeTruthy();
  });
});
