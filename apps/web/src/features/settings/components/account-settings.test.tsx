import { DEFAULT_USER_SETTINGS } from '@carmarket/shared/settings';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { startApiFixture } from '../../../test/api-fixture-server';
import { signInAsMember } from '../../../test/member-session';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AccountSecurity } from './account-security';
import { AccountSettings } from './account-settings';

let fixture: Awaited<ReturnType<typeof startApiFixture>> | undefined;
afterEach(async () => {
  await fixture?.close();
  fixture = undefined;
});

describe('Settings in Sinhala and Tamil (issue 32)', () => {
  it('names the toggles and their groups in Sinhala', async () => {
    fixture = await startApiFixture({
      'GET /api/me/settings': () => ({ status: 200, body: { settings: DEFAULT_USER_SETTINGS } }),
    });
    signInAsMember();
    renderWithProviders(<AccountSettings />, { language: 'si' });
    expect(await screen.findByRole('switch', { name: 'ඊමේල් දැනුම්දීම්' })).toBeDefined();
    expect(screen.getByRole('heading', { name: 'පෞද්ගලිකත්වය' })).toBeDefined();
    expect(screen.getAllByText('තවම ලබා ගත නොහැක')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'ඊමේල් මනාප: ඔබට ලැබෙන ඊමේල් තෝරන්න' })).toBeDefined();
  });

  it('asks before signing out everywhere, in Tamil', async () => {
    renderWithProviders(<AccountSecurity onSignedOutEverywhere={() => undefined} />, {
      language: 'ta',
    });
    await userEvent.click(screen.getByRole('button', { name: 'அனைத்து சாதனங்களிலிருந்தும் வெளியேறு' }));
    expect(
      screen.getByRole('dialog', { name: 'அனைத்து சாதனங்களிலிருந்தும் வெளியேறவா?' }),
    ).toBeDefined();
    expect(screen.getByRole('button', { name: 'ரத்து செய்யுங்கள்' })).toBeDefined();
  });

  it('opens the change password form in Tamil', async () => {
    renderWithProviders(<AccountSecurity onSignedOutEverywhere={() => undefined} />, {
      language: 'ta',
    });
    await userEvent.click(screen.getByRole('button', { name: 'கடவுச்சொல்லை மாற்றுங்கள்' }));
    expect(screen.getByRole('form', { name: 'கடவுச்சொல்லை மாற்றுங்கள்' })).toBeDefined();
    expect(screen.getByLabelText('தற்போதைய கடவுச்சொல்')).toBeDefined();
  });
});
