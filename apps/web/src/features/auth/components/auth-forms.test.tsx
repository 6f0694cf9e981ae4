import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AuthCard } from './auth-card';
import { RegisterForm } from './register-form';
import { ResetPasswordForm } from './reset-password-form';
import { SignInForm } from './sign-in-form';

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

  it('says "or" and offers Google in Tamil, and the toast too', async () => {
    renderWithProviders(card, { language: 'ta' });
    expect(screen.getByText('அல்லது')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Google மூலம் உள்நுழைக' }));
    expect(
      await screen.findByText(
        'Google மூலம் உள்நுழைவது இன்னும் கிடைக்கவில்லை. உங்கள் மின்னஞ்சல் மற்றும் கடவுச்சொல்லைப் பயன்படுத்துங்கள்.',
      ),
    ).toBeDefined();
  });

  it('offers a new reset link in Sinhala when the link is malformed', () => {
    renderWithProviders(<ResetPasswordForm token="nope" onReset={() => undefined} />, {
      language: 'si',
    });
    expect(screen.getByRole('link', { name: 'නව සබැඳියක් ඉල්ලන්න' })).toBeDefined();
  });
});
