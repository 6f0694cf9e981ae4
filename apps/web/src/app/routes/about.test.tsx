import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { AboutRoute } from './about';

describe('AboutRoute', () => {
  it('is in Sinhala: the page, the stats, the leaders and the values', () => {
    renderWithProviders(<AboutRoute />, { language: 'si' });
    expect(screen.getByText('CarMarket පිටුපස සිටින පිරිස')).toBeTruthy();
    expect(screen.getByText('සතුටු පාරිභෝගිකයන්')).toBeTruthy();
    expect(
      screen.getByRole('img', { name: 'Shalini Fernando, ප්‍රධාන මෙහෙයුම් නිලධාරී ගේ ඡායාරූපය' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'අපගේ මෙහෙවර' })).toBeTruthy();
  });
});
