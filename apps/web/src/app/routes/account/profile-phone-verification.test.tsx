import type { User } from '@carmarket/shared/account';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { startSession } from '../../../lib/session';
import { startApiFixture } from '../../../test/api-fixture-server';
import { MEMBER } from '../../../test/member-session';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ProfileRoute } from './profile';

// My Profile's phone line (issue 36), against a fixture of the profile, cities and code calls.

const VERIFIED_AT = '2026-12-12T06:00:00.000Z';
const VERIFIED: User = { ...MEMBER, phoneVerified: true, phoneVerifiedAt: VERIFIED_AT };
const UNVERIFIED: User = { ...MEMBER, phoneVerified: false, phoneVerifiedAt: null };

let fixture: Awaited<ReturnType<typeof startApiFixture>> | undefined;
afterEach(async () => {
  await fixture?.close();
  fixture = undefined;
});

async function renderProfile(account: User, language: 'en' | 'si' = 'en') {
  let current = account;
  fixture = await startApiFixture({
    'GET /api/users/get-user': () => ({ status: 200, body: { user: current } }),
    'GET /api/cities': () => ({ status: 200, body: { cities: [{ id: 1, name: 'Colombo' }] } }),
    'POST /api/me/phone/verification': () => ({
      status: 202,
      body: {
        phone: current.mobile,
        expiresAt: new Date(Date.now() + 600_000).toISOString(),
        resendAt: new Date(Date.now() + 60_000).toISOString(),
      },
    }),
    'POST /api/me/phone/verification/confirm': () => {
      current = VERIFIED;
      return { status: 200, body: { user: current } };
    },
    // The API unverifies an account whose number changes (issue 36).
    'POST /api/users/update': () => {
      current = { ...current, mobile: '0751234567', phoneVerified: false, phoneVerifiedAt: null };
      return { status: 200, body: { message: 'Profile updated', user: current } };
    },
  });
  startSession({ accessToken: 'member-access-token', user: account });
  renderWithProviders(<ProfileRoute />, { language });
  return userEvent.setup();
}

describe('My Profile’s phone verification', () => {
  it('says when the number was verified, in the site’s date format and the page’s language', async () => {
    await renderProfile(VERIFIED);
    expect(await screen.findByText('Verified on 12 Dec 2026')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
  });

  it('says it in Sinhala on a Sinhala page', async () => {
    await renderProfile(VERIFIED, 'si');
    expect(await screen.findByText('12 දෙසැ 2026 දින තහවුරු කරන ලදී')).toBeTruthy();
  });

  it('verifies an unverified number with the panel, then says when', async () => {
    const user = await renderProfile(UNVERIFIED);
    expect(await screen.findByText('Not verified')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    // Verify gives way to the panel, and focus goes with it, not to the page's start.
    const panel = await screen.findByRole('region', { name: 'Verify your mobile number' });
    expect(panel.parentElement?.contains(document.activeElement)).toBe(true);
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const line = await screen.findByText('Verified on 12 Dec 2026');
    expect(screen.queryByText('Not verified')).toBeNull();
    // The new line is read: focus is on it.
    expect(document.activeElement?.contains(line)).toBe(true);
  });

  it('says Not verified after a changed number is saved', async () => {
    const user = await renderProfile({
      ...VERIFIED,
      Address: {
        line1: '21 Temple Road',
        line2: null,
        postal: null,
        City: { id: 1, name: 'Colombo' },
      },
    });
    await screen.findByText('Verified on 12 Dec 2026');
    const phone = screen.getByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '0751234567');
    await user.selectOptions(screen.getByLabelText('City'), 'Colombo');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Not verified')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeTruthy();
  });
});
