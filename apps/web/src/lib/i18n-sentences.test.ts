import { createTranslator } from '@carmarket/shared/i18n/translate';
import { afterEach, describe, expect, it } from 'vitest';
import si from '../i18n/si';
import ta from '../i18n/ta';
import { apiGet, ApiError, expectJson, NETWORK_ERROR_MESSAGE, setApiTransport } from './api-client';
import { setBrowserTranslator } from './i18n';
import { translateTitle } from './use-document-title';

// Issue 32: what the app's own code says outside components comes in the page's language.

const english = createTranslator('en', {});

afterEach(() => {
  setBrowserTranslator(english);
  setApiTransport((url, init) => fetch(url, init));
});

describe("the API client's own sentences", () => {
  const unreachable = () => {
    setApiTransport(() => Promise.reject(new TypeError('Failed to fetch')));
    return apiGet('/cities', expectJson<unknown>()).catch((error: unknown) => error);
  };

  it('stay the exported English on an English page', async () => {
    const error = await unreachable();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('are in Tamil on a Tamil page', async () => {
    setBrowserTranslator(createTranslator('ta', ta));
    const error = (await unreachable()) as ApiError;
    expect(error.status).toBe(0);
    expect(error.message).toBe(
      'CarMarket-ஐ அணுக முடியவில்லை. உங்கள் இணைய இணைப்பைச் சரிபார்த்து மீண்டும் முயற்சிக்கவும்.',
    );
  });

  it('name a server answer that is no error body in Sinhala', async () => {
    setBrowserTranslator(createTranslator('si', si));
    setApiTransport(() => Promise.resolve(new Response('<html>', { status: 502 })));
    const error = (await apiGet('/cities', expectJson<unknown>()).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.message).toBe('යමක් වැරදුණා. නැවත උත්සාහ කරන්න.');
  });
});

describe('translateTitle', () => {
  const sinhala = createTranslator('si', {
    'Sign in': 'ඇතුළු වන්න',
    'Saved cars | CarMarket': 'සුරැකි කාර් | CarMarket',
  });

  it('leaves English titles as they are', () => {
    expect(translateTitle(english, 'Sign in | CarMarket')).toBe('Sign in | CarMarket');
  });

  it('uses the whole title where the catalog has it', () => {
    expect(translateTitle(sinhala, 'Saved cars | CarMarket')).toBe('සුරැකි කාර් | CarMarket');
  });

  it("translates the page's part and puts the site name back", () => {
    expect(translateTitle(sinhala, 'Sign in | CarMarket')).toBe('ඇතුළු වන්න | CarMarket');
  });

  it('keeps a title the catalogs do not know, or one already translated', () => {
    expect(translateTitle(sinhala, '2018 Toyota Aqua | CarMarket')).toBe(
      '2018 Toyota Aqua | CarMarket',
    );
    expect(translateTitle(sinhala, 'ඇතුළු වන්න | CarMarket')).toBe('ඇතුළු වන්න | CarMarket');
  });
});
