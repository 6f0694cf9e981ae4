import type { User } from '@carmarket/shared/account';
import { PHONE_REVEAL_VERIFY_CODE } from '@carmarket/shared/phone-reveal-text';
import {
  PHONE_NOT_VERIFIED_CODE,
  PHONE_VERIFICATION_MESSAGES,
} from '@carmarket/shared/phone-verification';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { StartChatDialog } from '../../features/messages/components/start-chat-dialog';
import { MakeOfferModal, SellerPhone } from '../../features/offers/components/make-offer-modal';
import { forgetSession, startSession } from '../../lib/session';
import { startApiFixture, type FixtureAnswer } from '../../test/api-fixture-server';
import { MEMBER } from '../../test/member-session';
import { renderWithProviders } from '../../test/render-with-providers';
import { PhoneVerificationPanel } from '../../features/phone-verification/components/phone-verification-panel';

// Issue 36: an offer or a first message refused for an unverified phone shows the panel in the
// dialog, keeps what was typed, and goes through once the number is verified.

const UNVERIFIED: User = { ...MEMBER, phoneVerified: false, phoneVerifiedAt: null };
const REFUSED: FixtureAnswer = {
  status: 403,
  body: { code: PHONE_NOT_VERIFIED_CODE, message: PHONE_VERIFICATION_MESSAGES.required },
};

let fixture: Awaited<ReturnType<typeof startApiFixture>> | undefined;
afterEach(async () => {
  forgetSession();
  await fixture?.close();
  fixture = undefined;
});

/**
 * The gated call refuses (`refusal`, the 403 of an unverified phone unless given) until the code
 * is confirmed, then answers `accepted`; `taken` holds the bodies it accepted.
 */
async function startGate(path: string, accepted: FixtureAnswer, refusal: FixtureAnswer = REFUSED) {
  let verified = false;
  const taken: unknown[] = [];
  fixture = await startApiFixture({
    [`POST ${path}`]: ({ body }) => {
      if (!verified) return refusal;
      taken.push(body);
      return accepted;
    },
    // A 403 is retried once after a refresh (api-client.ts): the session stays as it was.
    'POST /api/auth/refresh': () => ({
      status: 200,
      body: { accessToken: 'member-access-token', user: UNVERIFIED },
    }),
    'POST /api/me/phone/verification': () => ({
      status: 202,
      body: {
        phone: '0771234567',
        expiresAt: new Date(Date.now() + 600_000).toISOString(),
        resendAt: new Date(Date.now() + 60_000).toISOString(),
      },
    }),
    'POST /api/me/phone/verification/confirm': () => {
      verified = true;
      return {
        status: 200,
        body: { user: { ...MEMBER, phoneVerifiedAt: '2026-11-28T08:00:00.000Z' } },
      };
    },
  });
  startSession({ accessToken: 'member-access-token', user: UNVERIFIED });
  return taken;
}

async function verifyInPanel(user: ReturnType<typeof userEvent.setup>) {
  const panel = await screen.findByRole('region', { name: 'Verify your mobile number' });
  expect(within(panel).getByText(PHONE_VERIFICATION_MESSAGES.required)).toBeTruthy();
  await user.click(within(panel).getByRole('button', { name: 'Send code' }));
  await user.type(await screen.findByLabelText('6-digit code'), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await screen.findByText('Your mobile number 0771234567 is verified.');
}

describe('a gated action with an unverified phone', () => {
  it('shows the panel in the offer form, keeps the offer, and sends it once verified', async () => {
    const taken = await startGate('/api/vehicles/7/offers', {
      status: 201,
      body: { message: 'Your offer was sent to the seller.' },
    });
    const closed: boolean[] = [];
    renderWithProviders(
      <MakeOfferModal
        vehicleId={7}
        carTitle="Toyota Aqua"
        price={6_450_000}
        onClose={() => closed.push(true)}
        renderPhoneVerification={(panel) => <PhoneVerificationPanel {...panel} />}
      />,
    );
    const user = userEvent.setup();
    const amount = screen.getByLabelText('Your offer (Rs.)');
    await user.clear(amount);
    await user.type(amount, '6000000');
    await user.type(screen.getByLabelText(/^Message/), 'Cash, this week.');
    await user.click(screen.getByRole('button', { name: 'Send Offer' }));

    await verifyInPanel(user);
    expect((screen.getByLabelText('Your offer (Rs.)') as HTMLInputElement).value).toBe('6000000');
    await user.click(screen.getByRole('button', { name: 'Send Offer' }));
    await screen.findByText('Your offer was sent to the seller.');
    expect(closed).toEqual([true]);
    expect(taken).toEqual([{ amount: 6_000_000, message: 'Cash, this week.' }]);
  });

  it('shows the panel in Chat with seller, keeps the message, and sends it once verified', async () => {
    const taken = await startGate('/api/vehicles/7/conversations', {
      status: 201,
      body: { conversationId: 12 },
    });
    renderWithProviders(
      <StartChatDialog
        vehicleId={7}
        carTitle="Toyota Aqua"
        onClose={() => {}}
        renderPhoneVerification={(panel) => <PhoneVerificationPanel {...panel} />}
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your message'), 'Is it still available?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    await verifyInPanel(user);
    expect((screen.getByLabelText('Your message') as HTMLTextAreaElement).value).toBe(
      'Is it still available?',
    );
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(taken).toEqual([{ text: 'Is it still available?' }]));
  });
});

describe('a VIP seller’s number past the address’s day for numbers nobody has proven', () => {
  const PAST_THE_DAY: FixtureAnswer = {
    status: 429,
    body: {
      code: PHONE_REVEAL_VERIFY_CODE,
      message: PHONE_VERIFICATION_MESSAGES.revealNeedsVerifiedPhone,
    },
  };

  it('lets a signed-in buyer verify in place, then shows the number', async () => {
    await startGate(
      '/api/vehicles/7/phone',
      { status: 200, body: { phone: '0779876543' } },
      PAST_THE_DAY,
    );
    renderWithProviders(
      <SellerPhone
        vehicleId={7}
        renderPhoneVerification={(panel) => <PhoneVerificationPanel {...panel} />}
      />,
    );
    const user = userEvent.setup();
    const panel = await screen.findByRole('region', { name: 'Verify your mobile number' });
    expect(
      within(panel).getByText(PHONE_VERIFICATION_MESSAGES.revealNeedsVerifiedPhone),
    ).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('link', { name: 'Call 0779876543' })).toBeTruthy();
  });
});

describe('a visitor past the address’s day for numbers nobody has proven', () => {
  it('is offered to sign in with the sentence', async () => {
    fixture = await startApiFixture({
      'POST /api/vehicles/7/phone': () => ({
        status: 429,
        body: {
          code: PHONE_REVEAL_VERIFY_CODE,
          message: PHONE_VERIFICATION_MESSAGES.revealNeedsVerifiedPhone,
        },
      }),
    });
    renderWithProviders(<SellerPhone vehicleId={7} renderPhoneVerification={() => null} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      PHONE_VERIFICATION_MESSAGES.revealNeedsVerifiedPhone,
    );
    expect(screen.getByRole('link', { name: 'Sign in to see more numbers' })).toBeTruthy();
  });
});
