import type { OffersInboxResponse } from '@carmarket/shared/offers-inbox';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetSession } from '../../../lib/session';
import { startApiFixture } from '../../../test/api-fixture-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { signInAsStaff } from '../../../test/staff-session';
import { OffersInbox } from './offers-inbox';

const inbox: OffersInboxResponse = {
  received: [
    {
      id: 5,
      amount: 6_200_000,
      message: 'Can I see it on Saturday?',
      state: 'open',
      createdAt: '2026-11-24T04:00:00.000Z',
      respondedAt: null,
      car: {
        id: 7,
        title: 'Toyota Aqua S 2016',
        price: 6_450_000,
        yom: 2016,
        city: 'Kandy',
        VehicleImages: [],
      },
      buyer: { name: 'Kamal' },
      seller: { name: 'Nimal' },
    },
  ],
  sent: [],
};

let fixture: Awaited<ReturnType<typeof startApiFixture>>;
let answer: OffersInboxResponse = inbox;
beforeEach(async () => {
  // The inbox is an account's: signed out, the app asks for no ['me', …] query.
  signInAsStaff();
  answer = inbox;
  fixture = await startApiFixture({ 'GET /api/me/offers': () => ({ status: 200, body: answer }) });
});
afterEach(async () => {
  cleanup();
  forgetSession();
  await fixture.close();
});

describe('OffersInbox', () => {
  it('keeps its English line: who, when and the listed price', async () => {
    renderWithProviders(<OffersInbox />);
    expect(
      await screen.findByText('From Kamal on 24 Nov 2026 · listed at Rs. 6,450,000'),
    ).toBeTruthy();
    expect(screen.getByText('Waiting for an answer')).toBeTruthy();
  });

  it('shows an offer in Tamil, the date in Tamil and the prices as they are', async () => {
    renderWithProviders(<OffersInbox />, { language: 'ta' });
    const line = await screen.findByText(/Kamal இடமிருந்து · விளம்பர விலை Rs\. 6,450,000/);
    expect(line.textContent).not.toContain('Nov');
    expect(screen.getByText('பதிலுக்குக் காத்திருக்கிறது')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /பெற்றவை/ })).toBeTruthy();
    expect(screen.getByText('Rs. 6,200,000')).toBeTruthy();
  });

  // Issue 38: a buyer's page opened on the empty "Received 0" tab, their offer under "Sent 1".
  it('opens on Sent for a buyer who has sent offers and received none', async () => {
    answer = { received: [], sent: inbox.received };
    renderWithProviders(<OffersInbox />);
    expect(await screen.findByText(/To Nimal on 24 Nov 2026/)).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Sent/ }).getAttribute('aria-selected')).toBe('true');
  });

  it('keeps Received when there are offers on both tabs, or on neither', async () => {
    answer = { received: inbox.received, sent: inbox.received };
    renderWithProviders(<OffersInbox />);
    expect(await screen.findByText(/From Kamal/)).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Received/ }).getAttribute('aria-selected')).toBe(
      'true',
    );
    cleanup();
    answer = { received: [], sent: [] };
    renderWithProviders(<OffersInbox />);
    expect(await screen.findByText('No offers on your ads yet.')).toBeTruthy();
  });
});
