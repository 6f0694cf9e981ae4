import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import { startApiFixture } from '../../../test/api-fixture-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { UnsubscribePage } from './unsubscribe-page';

const TOKEN = 'a'.repeat(43);
const PREFERENCES = {
  emailNotifications: true,
  offers: true,
  adUpdates: true,
  alerts: true,
  reminders: true,
};

let fixture: Awaited<ReturnType<typeof startApiFixture>> | undefined;
afterEach(async () => {
  await fixture?.close();
  fixture = undefined;
});

async function renderPage(language: 'en' | 'si' | 'ta') {
  fixture = await startApiFixture({
    'GET /api/unsubscribe/preferences': () => ({
      status: 200,
      body: { scope: 'offers', preferences: PREFERENCES },
    }),
  });
  renderWithProviders(
    <Routes>
      <Route path="/unsubscribe" element={<UnsubscribePage />} />
    </Routes>,
    { path: `/unsubscribe?token=${TOKEN}`, language },
  );
}

describe('the unsubscribe page in Sinhala and Tamil (issue 32)', () => {
  it('leads a bad link to sign in, in Sinhala', () => {
    renderWithProviders(
      <Routes>
        <Route path="/unsubscribe" element={<UnsubscribePage />} />
      </Routes>,
      { path: '/unsubscribe', language: 'si' },
    );
    expect(screen.getByRole('heading', { name: 'ඊමේල් මනාපයන්' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'ඔබට ලැබෙන ඊමේල් තෝරා ගැනීමට ඇතුළු වන්න' })).toBeDefined();
  });

  it('shows the switches in Tamil', async () => {
    await renderPage('ta');
    expect(await screen.findByRole('switch', { name: 'அனைத்து மின்னஞ்சல் அறிவிப்புகள்' })).toBeDefined();
    expect(screen.getByRole('heading', { name: 'எந்த மின்னஞ்சல்கள்' })).toBeDefined();
    expect(
      screen.getByText('கடவுச்சொல் மற்றும் பாதுகாப்பு மின்னஞ்சல்கள் எப்போதும் வரும்.', { exact: false }),
    ).toBeDefined();
  });

  it('says what the link stops in English as before', async () => {
    await renderPage('en');
    expect(
      await screen.findByText(
        'This link came in one of your offer e-mails. Password and security e-mails always come.',
      ),
    ).toBeDefined();
  });
});
