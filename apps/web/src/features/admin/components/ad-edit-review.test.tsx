import { AdminAdSchema } from '@carmarket/shared/staff-moderation';
import {
  AdminAdEditsResponseSchema,
  type AdminAdEditsResponse,
} from '@carmarket/shared/ad-lifecycle';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { startApiFixture } from '../../../test/api-fixture-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { signInAsStaff, STAFF_TOKEN } from '../../../test/staff-session';
import { AdEditReview } from './ad-edit-review';

const liveAd = AdminAdSchema.parse({
  id: 52,
  status: 'active',
  package: 'member',
  title: 'Honda Vezel 2017',
  phone: '0771234567',
  city: 'Galle',
  vehicleType: 'SUV',
  condition: 'Used',
  make: 'Honda',
  model: 'Vezel',
  yom: 2017,
  price: 6_500_000,
  transmission: 'Automatic',
  fuelType: 'Hybrid',
  engineCapacity: 1500,
  mileage: 60_000,
  registration: null,
  registrationYear: null,
  owners: null,
  town: null,
  description: '<p>Well kept.</p>',
  features: {
    ongoingLease: false,
    airCondition: true,
    powerMirror: true,
    powerSteering: true,
    powerWindow: true,
  },
  photos: [],
  threeSixty: null,
  video: null,
  seller: {
    id: 9,
    name: 'Kasun Silva',
    email: 'kasun@example.lk',
    mobile: '0771234567',
    package: 'member',
    phoneVerified: false,
    phoneVerifiedAt: null,
  },
  createdAt: '2026-11-01T08:00:00.000Z',
  approvedAt: '2026-11-01T10:00:00.000Z',
  expiresAt: '2026-12-01T10:00:00.000Z',
  soldAt: null,
  rejectionReason: null,
  signals: {
    duplicatePhotoOf: [],
    duplicatePhotos: [],
    phoneAccounts: 1,
    phoneVerifiedAccounts: 0,
    phoneAds: 1,
  },
});

/** GET /api/admin/ad-edits with one edit: a new price and phone, and the photos reordered. */
const oneEdit: AdminAdEditsResponse = AdminAdEditsResponseSchema.parse({
  edits: [
    {
      ad: liveAd,
      changes: [
        { field: 'Price', from: 'Rs. 6,500,000', to: 'Rs. 6,200,000' },
        { field: 'Phone number', from: '0771234567', to: '0712345678' },
      ],
      photos: { from: ['/media/52/1.webp', '/media/52/2.webp'], to: ['/media/52/2.webp'] },
      signals: { phoneAccounts: 5, phoneVerifiedAccounts: 1, phoneAds: 9 },
      submittedAt: '2026-11-20T08:00:00.000Z',
    },
  ],
});

let api: Awaited<ReturnType<typeof startApiFixture>> | undefined;

afterEach(async () => {
  await api?.close();
});

describe('the review of edits of live ads', () => {
  it('shows each changed field live and edited, the photos before and after, and the new number’s use', async () => {
    api = await startApiFixture({
      'GET /api/admin/ad-edits': () => ({ status: 200, body: oneEdit }),
    });
    signInAsStaff();
    renderWithProviders(<AdEditReview />);

    const card = await screen.findByRole('article', { name: 'Honda Vezel 2017' });
    const changes = within(card).getByRole('table', { name: 'Changes to Honda Vezel 2017' });
    const row = (field: string) =>
      within(within(changes).getByRole('rowheader', { name: field }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(row('Price')).toEqual(['Rs. 6,500,000', 'Rs. 6,200,000']);
    expect(row('Phone number')).toEqual(['0771234567', '0712345678']);

    const photos = within(card).getByRole('region', { name: 'Photos of Honda Vezel 2017' });
    expect(within(photos).getByText('Live now (2)')).toBeTruthy();
    expect(within(photos).getByText('Edited (1)')).toBeTruthy();
    expect(within(photos).getByRole('img', { name: 'Edited, photo 1 (cover)' })).toBeTruthy();
    expect(within(card).getByText('Warning:').parentElement?.textContent).toBe(
      'Warning: The phone number after this edit is used by 5 accounts and 9 ads (more than three accounts).',
    );
    expect(api.received[0]).toMatchObject({
      method: 'GET',
      path: '/api/admin/ad-edits',
      authorization: `Bearer ${STAFF_TOKEN}`,
    });
  });

  it('approves an edit through the API, and the edit leaves the list', async () => {
    let approved = false;
    api = await startApiFixture({
      'GET /api/admin/ad-edits': () => ({
        status: 200,
        body: approved ? { edits: [] } : oneEdit,
      }),
      'POST /api/admin/ad-edits/52/approve': () => {
        approved = true;
        return { status: 204 };
      },
    });
    signInAsStaff();
    const user = userEvent.setup();
    renderWithProviders(<AdEditReview />);

    await user.click(
      await screen.findByRole('button', { name: 'Approve Edit of Honda Vezel 2017' }),
    );

    expect(await screen.findByText('The edit is live.')).toBeTruthy();
    expect(await screen.findByText('No edits of live ads are waiting.')).toBeTruthy();
    expect(api.received.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /api/admin/ad-edits',
      'POST /api/admin/ad-edits/52/approve',
      'GET /api/admin/ad-edits',
    ]);
  });

  it('says so when no edit is waiting', async () => {
    api = await startApiFixture({
      'GET /api/admin/ad-edits': () => ({ status: 200, body: { edits: [] } }),
    });
    signInAsStaff();
    renderWithProviders(<AdEditReview />);

    expect(await screen.findByText('No edits of live ads are waiting.')).toBeTruthy();
  });
});
