import type { AdminReportsResponse } from '@carmarket/shared/report';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { startApiFixture } from '../../../test/api-fixture-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { signInAsStaff } from '../../../test/staff-session';
import { ReportAdModal } from './report-ad-modal';
import { ReportsQueue } from './reports-queue';

let api: Awaited<ReturnType<typeof startApiFixture>> | undefined;

afterEach(async () => {
  await api?.close();
});

describe('the report-an-ad dialog in Sinhala', () => {
  it('asks in Sinhala, the car’s title as the seller wrote it', () => {
    renderWithProviders(
      <ReportAdModal vehicleId={41} carTitle="Toyota Aqua 2018" onClose={() => {}} />,
      { language: 'si' },
    );

    const dialog = screen.getByRole('dialog', { name: 'මෙම දැන්වීම වාර්තා කරන්න' });
    expect(dialog.textContent).toContain('“Toyota Aqua 2018” හි ඇති වරද අපේ කණ්ඩායමට කියන්න.');
    expect(within(dialog).getByText('අක්ෂර 1,000 න් 0')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'වාර්තාව යවන්න' })).toBeTruthy();
  });
});

const reports: AdminReportsResponse = {
  reports: [
    {
      id: 5,
      ad: {
        id: 41,
        title: 'Toyota Aqua 2018',
        status: 'active',
        held: false,
        url: '/cars/toyota-aqua-2018-41',
        seller: { id: 7, name: 'Kasun Silva', email: 'kasun@example.lk' },
      },
      count: 2,
      reasons: [{ reason: 'scam', count: 2 }],
      items: [
        {
          reason: 'scam',
          details: 'Asked for an advance.',
          createdAt: '2026-11-24T03:35:00.000Z',
          reporter: 'signed-in',
          decision: null,
          standing: 'new-account',
          accountAgeDays: 3,
        },
        {
          reason: 'scam',
          details: '',
          createdAt: '2026-11-24T04:35:00.000Z',
          reporter: 'visitor',
          decision: null,
          standing: 'anonymous',
          accountAgeDays: null,
        },
      ],
      lastReportedAt: '2026-11-24T04:35:00.000Z',
      flag: null,
    },
  ],
  total: 1,
};

describe('the reports queue in Tamil', () => {
  it('counts, weighs the reporters and names the answers in Tamil', async () => {
    api = await startApiFixture({
      'GET /api/admin/reports': () => ({ status: 200, body: reports }),
    });
    signInAsStaff();
    renderWithProviders(<ReportsQueue />, { language: 'ta' });

    const card = await screen.findByRole('article', { name: 'Toyota Aqua 2018' });
    expect(screen.getByRole('button', { name: 'திறந்தவை' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByText('புகாரளிக்கப்பட்ட 1 விளம்பரம்')).toBeTruthy();
    expect(within(card).getByText('புதிய கணக்கு, வயது 3 நாட்கள்')).toBeTruthy();
    expect(within(card).getByText('கணக்கிடப்படவில்லை: கணக்கு தொடங்கி 7 நாட்கள் ஆகவில்லை')).toBeTruthy();
    expect(
      within(card).getByRole('button', { name: 'Toyota Aqua 2018 விளம்பரத்தை நீக்கவும்' }).textContent,
    ).toBe('விளம்பரத்தை நீக்கவும்');
  });
});
