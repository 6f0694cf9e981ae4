import type { InboxResponse } from '@carmarket/shared/staff-inbox';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { startApiFixture } from '../../../test/api-fixture-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { signInAsStaff } from '../../../test/staff-session';
import { StaffInbox } from './staff-inbox';

let api: Awaited<ReturnType<typeof startApiFixture>> | undefined;

afterEach(async () => {
  await api?.close();
});

const inbox = (messages: InboxResponse['messages']): InboxResponse => ({
  messages,
  total: messages.length,
});

describe('the staff inbox in Sinhala', () => {
  it('shows the tabs, the count and a message’s actions in Sinhala, the message as written', async () => {
    api = await startApiFixture({
      // Both lists answer the one message (the fixture sees no query): only the counts matter.
      'GET /api/admin/messages': () => ({
        status: 200,
        body: inbox([
          {
            kind: 'contact',
            id: 9,
            createdAt: '2026-11-24T03:35:00.000Z',
            status: 'new',
            from: { name: 'Ruwan Jayasinghe', email: 'ruwan@example.lk', phone: null },
            subject: 'Leasing question',
            body: 'Can I lease a 2015 Vitz?',
            handledAt: null,
            handledBy: null,
            replies: [],
          },
        ]),
      }),
      'GET /api/admin/messages/new-count': () => ({ status: 200, body: { count: 1 } }),
    });
    signInAsStaff();
    renderWithProviders(<StaffInbox />, { language: 'si' });

    const card = await screen.findByRole('article', { name: 'Leasing question' });
    // Every list has answered before the fixture closes: both tabs count theirs.
    expect(await screen.findByRole('tab', { name: 'නව 1' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'කටයුතු අවසන් 1' })).toBeTruthy();
    expect(screen.getByText('පණිවිඩ 1')).toBeTruthy();
    expect(within(card).getByText('සම්බන්ධතා පණිවිඩය')).toBeTruthy();
    expect(within(card).getByText('Can I lease a 2015 Vitz?')).toBeTruthy();
    expect(
      within(card).getByRole('button', {
        name: 'Ruwan Jayasinghe ට පිළිතුරු දෙන්න: Leasing question',
      }).textContent,
    ).toBe('පිළිතුරු දෙන්න');
  });
});
