import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { startApiFixture } from '../../../test/api-fixture-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AuthCard } from './auth-card';
import { RegisterForm } from './register-form';
import { ResetPasswordForm } from './reset-password-form';
import { SignInForm } from './sign-in-form';

let fixture: Awaited<ReturnType<typeof startApiFixture>> | undefined;
afterEach(async () => {
  await fixture?.close();
  fixture = undefined;
});

const card = (
  <AuthCard
    title="Sign In"
    intro="Welcome back"
    switchPrompt="New?"
    switchLabel="Register"
    switchTo="/register"
  >
    <p>form</p>
  </AuthCard>
);

describe('the sign-in and register forms in Sinhala and Tamil (issue 32)', () => {
  it('label the sign-in form in Sinhala, and keep the English words in English', () => {
    renderWithProviders(<SignInForm onSignedIn={() => undefined} />, { language: 'si' });
    expect(screen.getByLabelText('ඊමේල්')).toHaveProperty('placeholder', 'you@example.com');
    expect(screen.getByLabelText('මුරපදය')).toBeDefined();
    expect(screen.getByRole('link', { name: 'මුරපදය අමතකද?' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'ඇතුළු වන්න' })).toBeDefined();
  });

  it('shows the English form unchanged', () => {
    renderWithProviders(<SignInForm onSignedIn={() => undefined} />);
    expect(screen.getByLabelText('Email')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeDefined();
  });

  it('labels the register form and its hints in Tamil', () => {
    renderWithProviders(<RegisterForm onRegistered={() => undefined} />, { language: 'ta' });
    expect(screen.getByLabelText('முழுப் பெயர்')).toBeDefined();
    expect(screen.getByLabelText('கைபேசி எண்')).toHaveProperty('placeholder', '07X XXX XXXX');
    expect(screen.getByText('10 இலக்கங்கள், 070 முதல் 078 வரையான எண்ணில் தொடங்கும்')).toBeDefined();
    expect(screen.getByRole('button', { name: 'பதிவு செய்யுங்கள்' })).toBeDefined();
  });

  it('says "or" and offers Google in Tamil when the server has a Google client', async () => {
    fixture = await startApiFixture({
      'GET /api/auth/google': () => ({ status: 200, body: { enabled: true } }),
    });
    renderWithProviders(card, { language: 'ta', path: '/login?next=%2Fcars%2F12' });
    const google = await screen.findByRole('link', { name: 'Google மூலம் உள்நுழைக' });
    expect(screen.getByText('அல்லது')).toBeDefined();
    // The API starts the sign-in; it comes back to the page that asked, in Tamil.
    expect(google.getAttribute('href')).toBe('/api/auth/google/start?next=%2Fcars%2F12&lang=ta');
  });

  it('shows no Google button when the server has no Google client', async () => {
    let asked = false;
    fixture = await startApiFixture({
      'GET /api/auth/google': () => {
        asked = true;
        return { status: 200, body: { enabled: false } };
      },
    });
    renderWithProviders(card);
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByRole('link', { name: 'Sign in with Google' })).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
  });

  it('offers a new reset link in Sinhala when the link is malformed', () => {
    renderWithProviders(<ResetPasswordForm token="nope" onReset={() => undefined} />, {
      language: 'si',
    });
    expect(screen.getByRole('link', { name: 'නව සබැඳියක් ඉල්ලන්න' })).toBeDefined();
  });
});
