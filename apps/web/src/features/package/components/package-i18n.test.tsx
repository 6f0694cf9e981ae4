import type { MyPackage } from '@carmarket/shared/package-request';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import si from '../../../i18n/si/sell';
import ta from '../../../i18n/ta/sell';
import { startApiFixture } from '../../../test/api-fixture-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { signInAsStaff } from '../../../test/staff-session';
import { MyPackageOverview } from './my-package';
import { UpgradePaymentPanel } from './upgrade-payment-panel';

const pkg: MyPackage = {
  tier: 'member',
  heldTier: 'member',
  status: 'free',
  expiresAt: null,
  limits: { maxPhotos: 5, validityMonths: 1, activeListingsMax: 3, featuredSlots: 0 },
  usage: { activeListings: 1, photosUsed: 4 },
  newAds: { perDay: 3, postedToday: 0, left: 3, resetsAt: '2026-11-27T18:30:00.000Z' },
  pendingRequest: {
    id: 7,
    package: 'featured',
    createdAt: '2026-11-26T08:00:00.000Z',
    reference: 'CM-PKG-7',
  },
  lastDecision: null,
  paymentInstructions: {
    bankName: 'Commercial Bank',
    accountName: 'CarMarket (Pvt) Ltd',
    accountNumber: '1000 2000 3000',
    branch: 'Kandy',
    confirmationTime: 'usually within 24 hours',
  },
};

describe('the upgrade panel in Sinhala', () => {
  it('says how to pay, with the reference and the bank’s details as they are', () => {
    renderWithProviders(<UpgradePaymentPanel tier="featured" pkg={pkg} focusOnShow={false} />, {
      language: 'si',
    });
    expect(screen.getByText(si['How to pay: bank transfer'])).toBeTruthy();
    expect(screen.getByText(si['Reference to quote'])).toBeTruthy();
    expect(screen.getByText('Commercial Bank')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('CM-PKG-7');
    expect(screen.getByRole('status').textContent).toContain('ඉල්ලීම ලැබී ඇත');
  });
});

describe('My Package in Tamil', () => {
  let api: Awaited<ReturnType<typeof startApiFixture>> | null = null;
  afterEach(async () => {
    await api?.close();
    api = null;
  });

  it('says the limits with their counts in bold, and the waiting request, in Tamil', async () => {
    api = await startApiFixture({
      'GET /api/me/package': () => ({ status: 200, body: { package: pkg } }),
    });
    // `['me', …]` queries run only signed in; any user will do.
    signInAsStaff();
    renderWithProviders(<MyPackageOverview />, { language: 'ta' });
    expect(await screen.findByText(ta['Your package'])).toBeTruthy();
    const photos = screen.getByText(
      (_, element) =>
        element?.tagName === 'LI' && element.textContent === 'ஒரு விளம்பரத்துக்கு 5 புகைப்படங்கள்',
    );
    expect(photos.querySelector('.font-semibold')?.textContent).toBe('5');
    expect(screen.getByText(/குறிப்பு எண் CM-PKG-7/)).toBeTruthy();
  });
});
