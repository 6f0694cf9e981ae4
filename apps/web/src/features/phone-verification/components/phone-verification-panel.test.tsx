import type { User } from '@carmarket/shared/account';
import {
  PHONE_VERIFICATION_ERROR_CODES,
  PHONE_VERIFICATION_MESSAGES,
  type PhoneVerificationSent,
} from '@carmarket/shared/phone-verification';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { startSession, useCurrentUser } from '../../../lib/session';
import { startApiFixture, type FixtureRoutes } from '../../../test/api-fixture-server';
import { MEMBER } from '../../../test/member-session';
import { renderWithProviders } from '../../../test/render-with-providers';
import { PhoneVerificationPanel } from './phone-verification-panel';

const UNVERIFIED: User = { ...MEMBER, phoneVerified: false, phoneVerifiedAt: null };
const VERIFIED_AT = '2026-11-28T08:00:00.000Z';

/** The 202 of a sent code; `resendIn` seconds from now (negative: a new one may be asked now). */
function sentAnswer(phone: string, resendIn: number): PhoneVerificationSent {
  return {
    phone,
    expiresAt: new Date(Date.now() + 600_000).toISOString(),
    resendAt: new Date(Date.now() + resendIn * 1000).toISOString(),
  };
}

/** A wrong code, then the right one (123456). */
function codeRoutes(resendIn: number): FixtureRoutes {
  return {
    'POST /api/me/phone/verification': ({ body }) => ({
      status: 202,
      body: sentAnswer((body as { phone?: string }).phone ? '0761234567' : '0771234567', resendIn),
    }),
    'POST /api/me/phone/verification/confirm': ({ body }) =>
      (body as { code: string }).code === '123456'
        ? {
            status: 200,
            body: {
              user: {
                ...UNVERIFIED,
                mobile: '0761234567',
                phoneVerified: true,
                phoneVerifiedAt: VERIFIED_AT,
              },
            },
          }
        : {
            status: 400,
            body: {
              code: PHONE_VERIFICATION_ERROR_CODES.codeWrong,
              message: 'That code is not right. You can try 4 more times.',
            },
          },
  };
}

let fixture: Awaited<ReturnType<typeof startApiFixture>> | undefined;
afterEach(async () => {
  await fixture?.close();
  fixture = undefined;
});

/** What the session holds: the header, the wizard and every gate read it. */
function SessionMobile() {
  const user = useCurrentUser();
  return <p data-testid="session">{user ? `${user.mobile} ${String(user.phoneVerified)}` : ''}</p>;
}

function renderPanel(phone?: string) {
  startSession({ accessToken: 'member-access-token', user: UNVERIFIED });
  const verified: User[] = [];
  renderWithProviders(
    <>
      <PhoneVerificationPanel phone={phone} onVerified={(user) => verified.push(user)} />
      <SessionMobile />
    </>,
  );
  return { user: userEvent.setup(), verified };
}

const codeField = () => screen.getByLabelText('6-digit code');

describe('the phone verification panel', () => {
  it('sends the code to the typed number, says a wrong code’s sentence, and verifies a pasted one', async () => {
    fixture = await startApiFixture(codeRoutes(60));
    const { user, verified } = renderPanel('076 123 4567');

    expect(screen.getByText('We send a 6-digit code by text message to 0761234567.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText('We sent a code to 0761234567. It works for 10 minutes.'),
    ).toBeTruthy();
    expect(fixture.received.at(-1)?.body).toEqual({ phone: '076 123 4567' });

    const field = codeField();
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');

    await user.type(field, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('That code is not right. You can try 4 more times.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);

    await user.clear(field);
    await user.click(field);
    await user.paste('123 456');
    expect((field as HTMLInputElement).value).toBe('123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Your mobile number 0761234567 is verified.')).toBeTruthy();
    expect(fixture.received.at(-1)?.body).toEqual({ code: '123456' });
    expect(verified.map((account) => account.phoneVerifiedAt)).toEqual([VERIFIED_AT]);
    expect(screen.getByTestId('session').textContent).toBe('0761234567 true');
  });

  it('sends to the account’s own number when given none', async () => {
    fixture = await startApiFixture(codeRoutes(60));
    const { user } = renderPanel();
    expect(screen.getByText('We send a 6-digit code by text message to 0771234567.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByLabelText('6-digit code');
    expect(fixture.received.at(-1)?.body).toEqual({});
  });

  it('puts the cursor in the code field once the code is sent from the keyboard', async () => {
    fixture = await startApiFixture(codeRoutes(60));
    const { user } = renderPanel();
    screen.getByRole('button', { name: 'Send code' }).focus();
    await user.keyboard('{Enter}');
    const field = await screen.findByLabelText('6-digit code');
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('refuses a code that is not 6 digits without asking the server', async () => {
    fixture = await startApiFixture(codeRoutes(60));
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('6-digit code'), '1234');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      PHONE_VERIFICATION_MESSAGES.codeFormat,
    );
    expect(fixture.received.map((request) => request.path)).toEqual(['/api/me/phone/verification']);
  });

  it('shows the API’s sentence when no code can be sent, and keeps Send code', async () => {
    const sentence = 'You have asked for 5 codes in the last hour. Please try again in 40 minutes.';
    fixture = await startApiFixture({
      'POST /api/me/phone/verification': () => ({
        status: 429,
        body: { code: PHONE_VERIFICATION_ERROR_CODES.tooManyCodes, message: sentence },
      }),
    });
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('alert')).textContent).toBe(sentence);
    expect(screen.getByRole('button', { name: 'Send code' })).toHaveProperty('disabled', false);
  });

  it('offers a new code only once the API’s resend time has come', async () => {
    fixture = await startApiFixture(codeRoutes(60));
    const first = renderPanel();
    await first.user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByLabelText('6-digit code');
    expect(screen.getByRole('button', { name: 'Send a new code' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('sends a new code when asked after the resend time', async () => {
    fixture = await startApiFixture(codeRoutes(-1));
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByLabelText('6-digit code');
    const resend = screen.getByRole('button', { name: 'Send a new code' });
    await waitFor(() => expect(resend).toHaveProperty('disabled', false));
    await user.click(resend);
    await waitFor(() => expect(fixture?.received).toHaveLength(2));
    expect(fixture.received.map((request) => request.path)).toEqual([
      '/api/me/phone/verification',
      '/api/me/phone/verification',
    ]);
  });
});
