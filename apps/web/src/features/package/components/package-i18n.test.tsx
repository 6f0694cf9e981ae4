import type { MyPackage } from '@carmarket/shared/package-request';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import si from '../../../i18n/si/sell';
import { renderWithProviders } from '../../../test/render-with-providers';
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
