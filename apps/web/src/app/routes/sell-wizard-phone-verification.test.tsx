import type { User } from '@carmarket/shared/account';
import {
  PHONE_NOT_VERIFIED_CODE,
  PHONE_VERIFICATION_MESSAGES,
} from '@carmarket/shared/phone-verification';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PhoneVerificationPanel } from '../../features/phone-verification/components/phone-verification-panel';
import { SellWizard } from '../../features/sell/components/sell-wizard';
import { startSession } from '../../lib/session';
import { startApiFixture, type FixtureRoutes } from '../../test/api-fixture-server';
import { MEMBER } from '../../test/member-session';
import { renderWithProviders } from '../../test/render-with-providers';
import { fillVehicleDetails, SELL_OPTIONS, sellField } from '../../test/sell-wizard-form';

// The wizard as sell-car.tsx composes it: the verification panel comes in by the render prop.

const VERIFIED_AT = '2026-11-28T08:00:00.000Z';

const ROUTES: FixtureRoutes = {
  'POST /api/me/phone/verification': () => ({
    status: 202,
    body: {
      phone: '0761234567',
      expiresAt: new Date(Date.now() + 600_000).toISOString(),
      resendAt: new Date(Date.now() + 60_000).toISOString(),
    },
  }),
  'POST /api/me/phone/verification/confirm': () => ({
    status: 200,
    body: {
      user: { ...MEMBER, mobile: '0761234567', phoneVerified: true, phoneVerifiedAt: VERIFIED_AT },
    },
  }),
};

let fixture: Awaited<ReturnType<typeof startApiFixture>> | undefined;
afterEach(async () => {
  await fixture?.close();
  fixture = undefined;
});

async function renderWizard(account: User, phone: string, routes: FixtureRoutes = ROUTES) {
  fixture = await startApiFixture(routes);
  startSession({ accessToken: 'member-access-token', user: account });
  renderWithProviders(
    <SellWizard
      tier="member"
      options={SELL_OPTIONS}
      phone={phone}
      onSubmitted={() => {}}
      renderPhoneVerification={(panel) => <PhoneVerificationPanel {...panel} />}
    />,
  );
  return userEvent.setup();
}

const heading = () => screen.getByRole('heading', { level: 2 }).textContent;
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('the sell wizard’s phone check (issue 36)', () => {
  it('asks an unverified seller for the code on step 1, keeps what was typed, then goes on', async () => {
    const user = await renderWizard(
      { ...MEMBER, phoneVerified: false, phoneVerifiedAt: null },
      '0761234567',
    );
    await fillVehicleDetails(user);
    await user.click(continueButton());

    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    const code = await screen.findByLabelText('6-digit code');
    expect(heading()).toBe('Vehicle Details');
    expect(fixture?.received.at(-1)?.body).toEqual({ phone: '0761234567' });
    expect((sellField('Ad title') as HTMLInputElement).value).toBe(
      'Toyota Aqua 2018 – first owner',
    );

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('heading', { level: 2, name: 'Upload Photos' });

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect((sellField('Ad title') as HTMLInputElement).value).toBe(
      'Toyota Aqua 2018 – first owner',
    );
    expect((sellField('City') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Kandy');
    // Verified now: Continue goes straight on.
    await user.click(continueButton());
    expect(heading()).toBe('Upload Photos');
  });

  it('asks a verified seller again when the ad’s phone is another number', async () => {
    const user = await renderWizard(MEMBER, '0761234567');
    await fillVehicleDetails(user);
    await user.click(continueButton());
    expect(
      await screen.findByText('We send a 6-digit code by text message to 0761234567.'),
    ).toBeTruthy();
    expect(heading()).toBe('Vehicle Details');
  });

  it('goes straight on when the ad’s phone is the verified number', async () => {
    const user = await renderWizard(MEMBER, '0771234567');
    await fillVehicleDetails(user);
    await user.click(continueButton());
    expect(heading()).toBe('Upload Photos');
    expect(fixture?.received).toEqual([]);
  });

  it('shows the panel with the API’s sentence when submitting is refused', async () => {
    const user = await renderWizard(MEMBER, '0771234567', {
      ...ROUTES,
      // A 403 is retried once after a refresh (api-client.ts): the session stays as it was.
      'POST /api/auth/refresh': () => ({
        status: 200,
        body: { accessToken: 'member-access-token', user: MEMBER },
      }),
      'POST /api/vehicles/new-ad': () => ({
        status: 403,
        body: {
          code: PHONE_NOT_VERIFIED_CODE,
          message: PHONE_VERIFICATION_MESSAGES.adPhoneNotVerified,
        },
      }),
    });
    await fillVehicleDetails(user);
    await user.click(continueButton());
    await user.upload(
      sellField('Add Photo'),
      new File(['not really a jpeg'], 'front.jpg', { type: 'image/jpeg' }),
    );
    await user.click(continueButton());
    await user.click(screen.getByRole('button', { name: 'Submit Ad' }));

    expect(await screen.findByText(PHONE_VERIFICATION_MESSAGES.adPhoneNotVerified)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy();
    expect(heading()).toBe('Review & Submit');
  });
});
