import type {
  AdminConversationReportsResponse,
  ReportedConversationMessages,
} from '@carmarket/shared/conversation-reports';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { startApiFixture } from '../../../test/api-fixture-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { signInAsStaff } from '../../../test/staff-session';
import { ReportedConversations } from './reported-conversations';

let api: Awaited<ReturnType<typeof startApiFixture>> | undefined;

afterEach(async () => {
  await api?.close();
});

const list: AdminConversationReportsResponse = {
  total: 1,
  conversations: [
    {
      id: 12,
      vehicle: { id: 41, title: 'Toyota Aqua 2018', path: '/cars/41-toyota-aqua-2018-kandy' },
      buyer: { id: 3, name: 'Kamala Fernando', email: 'kamala@example.lk', suspended: false },
      seller: { id: 7, name: 'Kasun Silva', email: 'kasun@example.lk', suspended: false },
      reports: [
        {
          id: 1,
          reporter: {
            id: 3,
            name: 'Kamala Fernando',
            email: 'kamala@example.lk',
            suspended: false,
          },
          side: 'buyer',
          details: 'He wants a deposit before I see the car',
          createdAt: '2026-11-28T03:35:00.000Z',
        },
      ],
    },
  ],
};

const messages: ReportedConversationMessages = {
  conversationId: 12,
  messages: [
    {
      id: 1,
      sender: 'buyer',
      kind: 'text',
      text: 'Is it still available?',
      offerAmount: null,
      warning: null,
      createdAt: '2026-11-28T03:00:00.000Z',
      deleted: false,
    },
    {
      id: 2,
      sender: 'seller',
      kind: 'text',
      text: 'Send a deposit of 50,000 to hold it',
      offerAmount: null,
      warning: 'advance-payment',
      createdAt: '2026-11-28T03:05:00.000Z',
      deleted: false,
    },
  ],
};

describe('reported conversations in the Reports queue', () => {
  it('reads the messages only when staff open the conversation', async () => {
    api = await startApiFixture({
      'GET /api/admin/conversation-reports': () => ({ status: 200, body: list }),
      'GET /api/admin/conversation-reports/12/messages': () => ({ status: 200, body: messages }),
    });
    signInAsStaff();
    renderWithProviders(<ReportedConversations />);

    const card = await screen.findByRole('article', { name: 'Toyota Aqua 2018' });
    expect(within(card).getByText(/kasun@example\.lk/)).toBeTruthy();
    expect(
      within(card).getByText('Reported by the buyer Kamala Fernando (kamala@example.lk)', {
        exact: false,
      }),
    ).toBeTruthy();
    expect(within(card).getByText('He wants a deposit before I see the car')).toBeTruthy();
    const readings = () => api!.received.filter((r) => r.path.endsWith('/messages')).length;
    expect(readings()).toBe(0);

    fireEvent.click(within(card).getByRole('button', { name: 'Read the conversation' }));
    expect(await within(card).findByText('Send a deposit of 50,000 to hold it')).toBeTruthy();
    expect(
      within(card).getByText(
        'This message asks for money up front. Scammers ask for an advance, a deposit or a booking fee.',
      ),
    ).toBeTruthy();
    expect(readings()).toBe(1);
  });

  it('dismisses the report after staff confirm', async () => {
    api = await startApiFixture({
      'GET /api/admin/conversation-reports': () => ({ status: 200, body: list }),
      'POST /api/admin/conversation-reports/12/dismiss': () => ({ status: 204 }),
    });
    signInAsStaff();
    renderWithProviders(<ReportedConversations />);

    const card = await screen.findByRole('article', { name: 'Toyota Aqua 2018' });
    fireEvent.click(
      within(card).getByRole('button', {
        name: 'Dismiss the report of the conversation about Toyota Aqua 2018',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss this report?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dismiss report' }));
    await waitFor(() =>
      expect(api!.received.some((r) => r.method === 'POST' && r.path.endsWith('/dismiss'))).toBe(
        true,
      ),
    );
  });
});
