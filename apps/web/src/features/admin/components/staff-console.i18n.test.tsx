import type { AuditResponse } from '@carmarket/shared/audit';
import { AdminUserSchema, type AdminUser } from '@carmarket/shared/staff-moderation';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { startApiFixture } from '../../../test/api-fixture-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { signInAsStaff } from '../../../test/staff-session';
import { AuditLog } from './audit-log';
import { SuspendDialog } from './suspension-dialogs';

let api: Awaited<ReturnType<typeof startApiFixture>> | undefined;

afterEach(async () => {
  await api?.close();
});

const auditPage: AuditResponse = {
  entries: [
    {
      id: 3,
      at: '2026-11-24T03:35:00.000Z',
      staff: { id: 1, name: 'Nadeesha Perera', email: 'nadeesha@carmarket.lk' },
      action: 'approve-ad',
      target: { type: 'ad', id: 12, label: 'Toyota Aqua 2016' },
      reason: null,
    },
  ],
  total: 1,
};

describe('the audit log in Tamil', () => {
  it('says who did what to which ad in Tamil, the ad still a link', async () => {
    api = await startApiFixture({
      'GET /api/admin/audit': () => ({ status: 200, body: auditPage }),
    });
    signInAsStaff();
    renderWithProviders(<AuditLog />, { language: 'ta' });

    const link = await screen.findByRole('link', { name: 'விளம்பரம் #12 “Toyota Aqua 2016”' });
    const line = link.closest('p')?.textContent ?? '';
    // Who, the action (its words are the shared catalog's, "…:" before the target), then what.
    expect(line.startsWith('Nadeesha Perera ')).toBe(true);
    expect(line.endsWith(' விளம்பரம் #12 “Toyota Aqua 2016”')).toBe(true);
  });

  it('reads in English as it always has', async () => {
    api = await startApiFixture({
      'GET /api/admin/audit': () => ({ status: 200, body: auditPage }),
    });
    signInAsStaff();
    renderWithProviders(<AuditLog />);

    const link = await screen.findByRole('link', { name: 'ad #12 “Toyota Aqua 2016”' });
    expect(link.closest('p')?.textContent).toBe(
      'Nadeesha Perera approved ad #12 “Toyota Aqua 2016”',
    );
  });
});

const seller = (overrides: Partial<AdminUser>): AdminUser =>
  AdminUserSchema.parse({
    id: 7,
    name: 'Kasun Silva',
    email: 'kasun@example.lk',
    mobile: '0771234567',
    package: 'member',
    packageExpiresAt: null,
    isStaff: false,
    suspended: null,
    liveAds: 3,
    heldAds: 0,
    phoneVerified: false,
    phoneVerifiedAt: null,
    ...overrides,
  });

describe('the suspension dialog in Sinhala', () => {
  it('asks in Sinhala and counts the live ads that leave search', () => {
    renderWithProviders(<SuspendDialog user={seller({ liveAds: 3 })} onClose={() => {}} />, {
      language: 'si',
    });

    const dialog = screen.getByRole('dialog', { name: 'Kasun Silva අත්හිටුවන්නද?' });
    expect(dialog.textContent).toContain(
      'ඔබ අත්හිටුවීම ඉවත් කරන තුරු මෙම ගිණුමේ ප්‍රසිද්ධියේ ඇති දැන්වීම් 3 සෙවුමෙන් ඉවත් වේ.',
    );
    expect(screen.getByRole('textbox', { name: 'අත්හිටුවීමට හේතුව' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ගිණුම අත්හිටුවන්න' })).toBeTruthy();
  });

  it('says a seller without live ads has none, in English as before', () => {
    renderWithProviders(<SuspendDialog user={seller({ liveAds: 0 })} onClose={() => {}} />);

    expect(screen.getByRole('dialog').textContent).toContain(
      'kasun@example.lk is signed out everywhere and cannot sign in. They have no live ads.',
    );
  });
});
