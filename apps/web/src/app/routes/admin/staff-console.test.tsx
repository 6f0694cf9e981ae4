import type { AdminPackageRequestsResponse } from '@carmarket/shared/package-request';
import { screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startApiFixture } from '../../../test/api-fixture-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { signInAsStaff } from '../../../test/staff-session';
import { StaffConsole } from './staff-console';

// Issue 38: on a phone staff found package requests only after ~27,000 px of /admin, uncounted.

const request = (id: number): AdminPackageRequestsResponse['requests'][number] => ({
  id,
  package: 'vip',
  status: 'pending',
  reference: `PKG-${id}`,
  createdAt: '2026-11-24T04:00:00.000Z',
  decidedAt: null,
  user: { id, name: `Seller ${id}`, email: `seller${id}@example.lk`, package: 'member' },
});

let fixture: Awaited<ReturnType<typeof startApiFixture>>;
beforeEach(async () => {
  fixture = await startApiFixture({
    'GET /api/admin/ads/pending-count': () => ({ status: 200, body: { count: 0 } }),
    'GET /api/admin/reports/open-count': () => ({ status: 200, body: { count: 0 } }),
    'GET /api/admin/messages/new-count': () => ({ status: 200, body: { count: 0 } }),
    'GET /api/admin/package-requests': () => ({
      status: 200,
      body: { requests: [request(1), request(2)] },
    }),
  });
  signInAsStaff();
});
afterEach(() => fixture.close());

describe("the staff console's navigation", () => {
  it('leads to the package requests, counted as Messages are', async () => {
    renderWithProviders(
      <Suspense fallback={null}>
        <StaffConsole />
      </Suspense>,
    );
    const nav = await screen.findByRole('navigation', { name: 'Staff console' });
    const packages = within(nav).getByRole('link', { name: /^Packages/ });
    expect(packages.getAttribute('href')).toBe('/admin/packages');
    expect(await within(packages).findByText(', 2 package requests')).toBeTruthy();
  });

  it('counts them in Sinhala and Tamil too', async () => {
    renderWithProviders(
      <Suspense fallback={null}>
        <StaffConsole />
      </Suspense>,
      { language: 'ta' },
    );
    const nav = await screen.findByRole('navigation', { name: 'ஊழியர் கன்சோல்' });
    expect(await within(nav).findByText(', 2 பேக்கேஜ் கோரிக்கைகள்')).toBeTruthy();
  });
});
