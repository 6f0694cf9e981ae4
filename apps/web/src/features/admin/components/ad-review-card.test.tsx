import { AdminAdSchema, type AdminAd } from '@carmarket/shared/staff-moderation';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startApiFixture } from '../../../test/api-fixture-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { signInAsStaff, STAFF_TOKEN } from '../../../test/staff-session';
import { AdReviewCard } from './ad-review-card';

/** A pending ad as GET /api/admin/ads answers it, checked against the shared schema. */
function pendingAd(overrides: Partial<AdminAd> = {}): AdminAd {
  return AdminAdSchema.parse({
    id: 41,
    status: 'pending',
    package: 'featured',
    title: 'Toyota Aqua 2018',
    phone: '0771234567',
    city: 'Colombo',
    vehicleType: 'Car',
    condition: 'Used',
    make: 'Toyota',
    model: 'Aqua',
    yom: 2018,
    price: 4_250_000,
    transmission: 'Automatic',
    fuelType: 'Hybrid',
    engineCapacity: 1500,
    mileage: 45_000,
    registration: null,
    registrationYear: null,
    owners: null,
    town: null,
    description: '<p>One owner, full service history.</p>',
    features: {
      ongoingLease: false,
      airCondition: true,
      powerMirror: false,
      powerSteering: true,
      powerWindow: false,
    },
    photos: [
      {
        path: '/media/41/1-large.webp',
        srcSet: '/media/41/1-large.webp 1200w',
        width: 1200,
        height: 900,
      },
      {
        path: '/media/41/2-large.webp',
        srcSet: '/media/41/2-large.webp 1200w',
        width: 1200,
        height: 900,
      },
    ],
    threeSixty: null,
    video: null,
    seller: {
      id: 7,
      name: 'Dilani Fernando',
      email: 'dilani@example.lk',
      mobile: '0761234567',
      package: 'featured',
      phoneVerified: true,
      phoneVerifiedAt: '2026-12-12T04:00:00.000Z',
    },
    // 20:00 UTC is 01:30 the next day in Sri Lanka.
    createdAt: '2026-11-24T20:00:00.000Z',
    approvedAt: null,
    expiresAt: null,
    soldAt: null,
    rejectionReason: null,
    signals: {
      duplicatePhotoOf: [],
      duplicatePhotos: [],
      phoneAccounts: 1,
      phoneVerifiedAccounts: 1,
      phoneAds: 1,
    },
    ...overrides,
  });
}

let api: Awaited<ReturnType<typeof startApiFixture>>;

beforeEach(async () => {
  api = await startApiFixture({
    'POST /api/admin/ads/41/approve': () => ({ status: 204 }),
    'POST /api/admin/ads/41/reject': () => ({ status: 204 }),
  });
  signInAsStaff();
});

afterEach(async () => {
  await api.close();
});

/** A staff call as the fixture server receives it. */
const staffPost = (path: string, body?: unknown) => ({
  method: 'POST',
  path,
  authorization: `Bearer ${STAFF_TOKEN}`,
  body,
});

const card = () => screen.getByRole('article', { name: 'Toyota Aqua 2018' });

describe('the review card of a pending ad', () => {
  it('shows who sent it and when (Sri Lanka time), its photos, facts and description', () => {
    renderWithProviders(<AdReviewCard ad={pendingAd()} />);

    expect(
      within(card()).getByText(
        /By Dilani Fernando \(dilani@example\.lk, 0761234567\) · sent 25 Nov 2026, 01:30/,
      ),
    ).toBeTruthy();
    expect(within(card()).getByText('Phone verified on 12 Dec 2026')).toBeTruthy();
    expect(
      within(card()).getByRole('img', { name: 'Toyota Aqua 2018, photo 2 (opens full size)' }),
    ).toBeTruthy();
    const fact = (label: string) =>
      within(card()).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Price')).toBe('Rs. 4,250,000');
    expect(fact('Mileage')).toBe('45,000 miles');
    expect(fact('Engine')).toBe('1,500 cc');
    expect(fact('Features')).toBe('Air condition, Power steering');
    expect(fact('Town')).toBe('Not specified');
    expect(
      within(card()).getByRole('region', { name: 'Description of Toyota Aqua 2018' }).textContent,
    ).toBe('One owner, full service history.');
  });

  it('shows the local facts the seller gave (issue 38)', () => {
    renderWithProviders(
      <AdReviewCard
        ad={pendingAd({
          registration: 'unregistered',
          registrationYear: null,
          owners: 0,
          town: 'Nugegoda',
        })}
      />,
    );
    const fact = (label: string) =>
      within(card()).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Registration')).toBe('Unregistered');
    expect(fact('Year of registration')).toBe('Not specified');
    expect(fact('Previous owners')).toBe('0');
    expect(fact('Town')).toBe('Nugegoda');
  });

  it('shows a photo matching another seller’s ad beside it, and warns of a widely used phone', () => {
    const ad = pendingAd({
      signals: {
        duplicatePhotoOf: [12],
        duplicatePhotos: [
          {
            photo: '/media/41/1-thumb.webp',
            matchAdId: 12,
            matchPhoto: '/media/12/3-thumb.webp',
            matchSellerId: 3,
            matchStatus: 'active',
          },
        ],
        phoneAccounts: 4,
        phoneVerifiedAccounts: 1,
        phoneAds: 6,
      },
    });
    renderWithProviders(<AdReviewCard ad={ad} />);

    const match = within(card()).getByRole('region', {
      name: 'Photo matches ad #12 by another seller',
    });
    expect(within(match).getByRole('img', { name: 'The matching photo of ad #12' })).toBeTruthy();
    expect(within(match).getByText('Ad #12, seller #3')).toBeTruthy();
    expect(
      within(match)
        .getByRole('link', { name: 'Open ad #12 (opens in a new tab)' })
        .getAttribute('href'),
    ).toBe('/admin?status=active&q=12');
    expect(within(card()).getByText('Warning:').parentElement?.textContent).toBe(
      'Warning: This number is used by 4 accounts and 6 ads (more than three accounts).',
    );
    expect(within(card()).getByText('Verified by SMS on 1 account.')).toBeTruthy();
  });

  it('says when the seller’s phone is not verified, and how many accounts on the number are', () => {
    const ad = pendingAd();
    renderWithProviders(
      <AdReviewCard
        ad={{
          ...ad,
          seller: { ...ad.seller, phoneVerified: false, phoneVerifiedAt: null },
          signals: { ...ad.signals, phoneAccounts: 3, phoneVerifiedAccounts: 0, phoneAds: 2 },
        }}
      />,
    );
    expect(within(card()).getByText('Phone not verified')).toBeTruthy();
    expect(within(card()).queryByText(/Phone verified on/)).toBeNull();
    expect(within(card()).getByText('This number is used by 3 accounts and 2 ads')).toBeTruthy();
    expect(within(card()).getByText('Verified by SMS on 0 accounts.')).toBeTruthy();
  });

  it('approves through the API and says the ad is live', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdReviewCard ad={pendingAd()} />);

    await user.click(within(card()).getByRole('button', { name: 'Approve Toyota Aqua 2018' }));

    expect(await screen.findByText('Toyota Aqua 2018 is live.')).toBeTruthy();
    expect(api.received).toEqual([staffPost('/api/admin/ads/41/approve')]);
  });

  it('rejects with the reason the reviewer typed, after asking for it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdReviewCard ad={pendingAd()} />);

    await user.click(within(card()).getByRole('button', { name: 'Reject Toyota Aqua 2018' }));
    const reason = within(card()).getByRole('textbox', { name: 'Reason for the seller' });
    expect(api.received).toEqual([]);
    await user.type(reason, 'The photos show another car.');
    await user.click(within(card()).getByRole('button', { name: 'Reject Ad' }));

    expect(await screen.findByText('Toyota Aqua 2018 was rejected.')).toBeTruthy();
    expect(api.received).toEqual([
      staffPost('/api/admin/ads/41/reject', { reason: 'The photos show another car.' }),
    ]);
  });

  it('cancelling a rejection sends nothing and brings both verdicts back', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdReviewCard ad={pendingAd()} />);

    await user.click(within(card()).getByRole('button', { name: 'Reject Toyota Aqua 2018' }));
    await user.click(within(card()).getByRole('button', { name: 'Cancel' }));

    expect(within(card()).getByRole('button', { name: 'Approve Toyota Aqua 2018' })).toBeTruthy();
    expect(within(card()).getByRole('button', { name: 'Reject Toyota Aqua 2018' })).toBeTruthy();
    expect(api.received).toEqual([]);
  });

  it('offers only the verdict an ad can still take', () => {
    renderWithProviders(
      <AdReviewCard
        ad={pendingAd({ status: 'rejected', rejectionReason: 'The price is missing a digit.' })}
      />,
    );
    expect(within(card()).getByText('Rejected:').parentElement?.textContent).toBe(
      'Rejected: The price is missing a digit.',
    );
    expect(within(card()).queryByRole('button', { name: /^Reject/ })).toBeNull();
    expect(within(card()).getByRole('button', { name: 'Approve Toyota Aqua 2018' })).toBeTruthy();
  });
});

describe('the review card in Sinhala', () => {
  it('names the facts, signals and verdicts in Sinhala, the seller’s words as they are', () => {
    renderWithProviders(
      <AdReviewCard
        ad={pendingAd({
          signals: {
            duplicatePhotoOf: [12],
            duplicatePhotos: [
              {
                photo: '/media/41/1-640.webp',
                matchAdId: 12,
                matchPhoto: '/media/12/1-640.webp',
                matchSellerId: 3,
                matchStatus: 'active',
              },
            ],
            phoneAccounts: 4,
            phoneVerifiedAccounts: 1,
            phoneAds: 6,
          },
        })}
      />,
      { language: 'si' },
    );

    expect(within(card()).getByText('ධාවනය කළ දුර', { selector: 'dt' })).toBeTruthy();
    expect(within(card()).getByRole('img', { name: 'දැන්වීම #12 හි ගැළපෙන ඡායාරූපය' })).toBeTruthy();
    expect(
      within(card()).getByRole('link', { name: 'දැන්වීම #12 විවෘත කරන්න (නව ටැබයක විවෘත වේ)' }),
    ).toBeTruthy();
    // The signals' own sentences are the shared catalog's; the warning around them is ours.
    const warning = within(card()).getByText('අවවාදයයි:').parentElement?.textContent ?? '';
    expect(warning.startsWith('අවවාදයයි: ')).toBe(true);
    expect(warning.endsWith(' (ගිණුම් තුනකට වඩා).')).toBe(true);
    // Screen readers hear the whole sentence, the ad's title where Sinhala puts it.
    expect(
      within(card()).getByRole('button', { name: 'Toyota Aqua 2018 අනුමත කරන්න' }).textContent,
    ).toBe('අනුමත කරන්න');
    expect(within(card()).getByRole('heading', { name: 'Toyota Aqua 2018' })).toBeTruthy();
  });
});
