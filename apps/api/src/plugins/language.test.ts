import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '@carmarket/shared/i18n/message';
import { AD_MESSAGES } from '@carmarket/shared/ad';
import { SAVED_SEARCH_MESSAGES } from '@carmarket/shared/saved-search';
import { nextAddress, signUpAndIn } from '../test/accounts';
import { buildTestApp } from '../test/build-test-app';
import { withSentence } from '../i18n/sentence';
import { AppError } from '../lib/app-error';
import { LIMITS } from '../modules/limits/limit-rules';
import { errorsPlugin } from './errors';
import { languagePlugin } from './language';

/**
 * Issue 32: the API answers in the caller's language (Accept-Language), English without one or
 * for a language the site does not speak; `code` and `field` never change.
 */
let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.app.close();
});

const login = (payload: object, language?: string, remoteAddress = nextAddress()) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload,
    remoteAddress,
    headers: language ? { 'accept-language': language } : {},
  });

describe("the error handler, in the caller's language", () => {
  it('writes a shared schema’s sentence in Sinhala and Tamil, code and field unchanged', async () => {
    const answers: Array<[string | undefined, string]> = [
      [undefined, 'Please enter email'],
      ['si', 'කරුණාකර ඊමේල් ලිපිනය ඇතුළත් කරන්න'],
      ['ta-LK,ta;q=0.9,en;q=0.5', 'மின்னஞ்சலை உள்ளிடவும்'],
    ];
    for (const [language, message] of answers) {
      const response = await login({ email: '', password: 'x' }, language);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'invalid_input', message, field: 'email' });
    }
  });

  it('writes an AppError’s sentence in Sinhala and Tamil, its code unchanged', async () => {
    const payload = { email: 'nobody@example.lk', password: 'not the password' };
    expect((await login(payload)).json()).toEqual({
      code: 'sign_in_required',
      message: 'Invalid email or password',
    });
    expect((await login(payload, 'si')).json()).toEqual({
      code: 'sign_in_required',
      message: 'වලංගු නොවන ඊමේල් ලිපිනය හෝ මුරපදය',
    });
    expect((await login(payload, 'ta')).json()).toEqual({
      code: 'sign_in_required',
      message: 'தவறான மின்னஞ்சல் அல்லது கடவுச்சொல்',
    });
  });

  it('answers in English for a language the site does not speak', async () => {
    const payload = { email: 'nobody@example.lk', password: 'not the password' };
    for (const language of ['xx', 'fr-FR,de;q=0.8', '*']) {
      expect((await login(payload, language)).json()).toEqual({
        code: 'sign_in_required',
        message: 'Invalid email or password',
      });
    }
    expect((await login({ email: '', password: 'x' }, 'xx')).json()).toMatchObject({
      message: 'Please enter email',
    });
  });

  it('translates a sentence built from values, the values translated with it', async () => {
    // A field's label inside a zod sentence: "Brands" is translated within the sentence.
    const search = (language?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/vehicles/search?brands=toyota',
        headers: language ? { 'accept-language': language } : {},
      });
    expect((await search()).json()).toEqual({
      code: 'invalid_input',
      message: 'Brands must be a comma-separated list of ids, like 3,7',
      field: 'brands',
    });
    expect((await search('si')).json()).toEqual({
      code: 'invalid_input',
      message: 'වෙළඳ නාම 3,7 වැනි, කොමාවෙන් වෙන් කළ අංක ලැයිස්තුවක් විය යුතුය',
      field: 'brands',
    });
    expect((await search('ta')).json()).toMatchObject({
      message:
        'தயாரிப்பு நிறுவனங்கள் 3,7 போன்ற, காற்புள்ளியால் பிரிக்கப்பட்ட அடையாள எண்களின் பட்டியலாக இருக்க வேண்டும்',
    });
  });

  it('writes a 429’s wait in the caller’s language, with Retry-After unchanged', async () => {
    const victim = await signUpAndIn(ctx.app);
    const address = nextAddress();
    const wrong = { email: victim.email, password: 'not the password' };
    for (let i = 0; i < LIMITS.signInFailuresPerAccountAtAddress.max; i += 1) {
      expect((await login(wrong, undefined, address)).statusCode).toBe(401);
    }
    const english = await login(wrong, undefined, address);
    expect(english.statusCode).toBe(429);
    expect(english.json().message).toMatch(
      /^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/,
    );
    const si = await login(wrong, 'si', address);
    expect(si.statusCode).toBe(429);
    expect(si.headers['retry-after']).toBeDefined();
    expect(si.json()).toMatchObject({ code: 'rate_limited' });
    expect(si.json().message).toMatch(
      /^අසාර්ථක ඇතුළු වීමේ උත්සාහයන් වැඩියි\. කරුණාකර විනාඩි \d+ කින් නැවත උත්සාහ කරන්න\.$/,
    );
    const ta = await login(wrong, 'ta', address);
    expect(ta.json().message).toMatch(/^.+ \d+ நிமிட(ம்|ங்கள்) கழித்து மீண்டும் முயற்சிக்கவும்\.$/);
  });

  it('translates a not-found, and tells caches the answer varies by language', async () => {
    const response = await ctx.app.inject({
      url: '/api/no-such-thing',
      headers: { 'accept-language': 'ta' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'not_found',
      message: 'இந்த முகவரியில் API முனையம் இல்லை.',
    });
    expect(response.headers.vary).toMatch(/Accept-Language/);
  });

  it('translates the framework’s own sentences', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'si' },
      payload: '{"email": ',
    });
    expect(response.json()).toEqual({
      code: 'invalid_input',
      message: 'ඉල්ලීමේ අන්තර්ගතය වලංගු JSON නොවේ.',
    });
  });
});

describe("success answers' {message}, in the caller's language", () => {
  const app = Fastify();

  beforeAll(async () => {
    await app.register(errorsPlugin);
    await app.register(languagePlugin);
    app.get('/saved', async () => ({ message: SAVED_SEARCH_MESSAGES.saved, id: 7 }));
    app.get('/sent', async () =>
      withSentence(
        { id: 3 },
        message('We sent a confirmation link to {email}. It works once, for 24 hours.', {
          email: 'nimal@example.lk',
        }),
      ),
    );
    app.get('/user-text', async () => ({ message: 'Nimal’s own words' }));
    app.get('/refused', async () => {
      throw AppError.badRequest(AD_MESSAGES.titleRequired, 'title');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (url: string, language?: string) =>
    app.inject({ url, headers: language ? { 'accept-language': language } : {} });

  it('translates a sentence and keeps the rest of the answer', async () => {
    expect((await get('/saved')).json()).toEqual({ message: 'Search saved.', id: 7 });
    expect((await get('/saved', 'si')).json()).toEqual({ message: 'සෙවුම සුරැකිණි.', id: 7 });
    expect((await get('/saved', 'ta')).json()).toEqual({
      message: 'தேடல் சேமிக்கப்பட்டது.',
      id: 7,
    });
    expect((await get('/saved', 'xx')).json()).toEqual({ message: 'Search saved.', id: 7 });
  });

  it('translates a sentence with values', async () => {
    expect((await get('/sent')).json()).toEqual({
      message: 'We sent a confirmation link to nimal@example.lk. It works once, for 24 hours.',
      id: 3,
    });
    expect((await get('/sent', 'si')).json()).toEqual({
      message: 'අපි nimal@example.lk වෙත තහවුරු කිරීමේ සබැඳියක් යැව්වා. එය එක් වරක්, පැය 24ක් ඇතුළත ක්‍රියා කරයි.',
      id: 3,
    });
  });

  it('leaves a message that is no catalog sentence as it is', async () => {
    expect((await get('/user-text', 'ta')).json()).toEqual({ message: 'Nimal’s own words' });
  });

  it('sends errors through the error handler alone (translated once)', async () => {
    expect((await get('/refused', 'ta')).json()).toEqual({
      code: 'invalid_input',
      message: 'விளம்பரத் தலைப்பை உள்ளிடவும்',
      field: 'title',
    });
  });
});
