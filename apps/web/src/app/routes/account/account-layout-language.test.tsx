import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startApiFixture } from '../../../test/api-fixture-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { signInAsStaff } from '../../../test/staff-session';
import { AccountLayout } from './account-layout';

// Issue 32: My Account's menu in Sinhala, the staff count read out with its words.

let fixture: Awaited<ReturnType<typeof startApiFixture>>;
beforeEach(async () => {
  fixture = await startApiFixture({
    'GET /api/admin/ads/pending-count': () => ({ status: 200, body: { count: 3 } }),
  });
  signInAsStaff();
});
afterEach(() => fixture.close());

describe('My Account in Sinhala', () => {
  it('names its menu, its pages and the ads waiting for review', async () => {
    renderWithProviders(<AccountLayout />, { path: '/profile', language: 'si' });
    expect(screen.getByRole('heading', { level: 1, name: 'මගේ ගිණුම' })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'ගිණුම' });
    expect(within(menu).getByRole('link', { name: 'මගේ පැතිකඩ' })).toBeTruthy();
    expect(within(menu).getByRole('button', { name: 'ඉවත් වන්න' })).toBeTruthy();
    const moderation = within(menu).getByRole('link', { name: /^දැන්වීම් පරීක්ෂාව/ });
    expect(await within(moderation).findByText(', පරීක්ෂාව සඳහා රැඳී ඇති දැන්වීම් 3ක්')).toBeTruthy();
  });
});
