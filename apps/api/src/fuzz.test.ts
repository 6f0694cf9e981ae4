import type { InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UNSAVABLE_INPUT } from './plugins/errors';
import { buildTestApp } from './test/build-test-app';
import {
  multipartBody,
  nextAddress,
  signUpAndIn,
  signUpStaff,
  TEST_PASSWORD,
} from './test/accounts';
import { adFieldsFor, jpeg } from './test/ads';
import { createUser, createVehicle } from './test/factories';

/**
 * Every route the app has, sent what a careless or hostile client sends: NUL and other control
 * characters, lone surrogates, 1 MB strings, 1e309, arrays and objects where a scalar belongs,
 * the wrong content type or none, garbage path parameters and query strings. Anonymous, signed
 * in and as staff. Whatever arrives, the answer is never a 5xx, and every refusal is `{message}`.
 * The route list comes from the app itself, so a new route is fuzzed the day it is added.
 */

type Ctx = Awaited<ReturnType<typeof buildTestApp>>;

/** One value of each kind, as JSON text: raw, so lone surrogates and 1e309 reach the parser. */
const HOSTILE_JSON = [
  JSON.stringify('Nimal\u0000Perera'),
  '"\\ud800"',
  '"lone \\udc00 low"',
  JSON.stringify('bell \u0007 escape \u001b[31m delete \u007f'),
  JSON.stringify('x'.repeat(1_000_000)),
  '1e309',
  '-1e309',
  '9007199254740993',
  '-1',
  '1.5',
  '""',
  'true',
  'null',
  '["a"]',
  '{"a":1}',
];

/** The same for multipart text parts, as raw bytes (ED A0 80 is a surrogate in CESU-8). */
const HOSTILE_PARTS: Buffer[] = [
  Buffer.from('Nimal\u0000Perera'),
  Buffer.from([0x41, 0xed, 0xa0, 0x80, 0x42]),
  Buffer.from('bell \u0007 escape \u001b[31m'),
  Buffer.from('x'.repeat(1_000_000)),
  Buffer.from('1e309'),
  Buffer.from(''),
];

/** Routes whose answer stays open for a signed-in caller: the event stream. */
const STREAM_ROUTES = ['/api/me/events'];

/** For query strings and path parameters: already percent-encoded. */
const HOSTILE_URL_TEXT = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%F0%9F',
  '%1B%5B31m',
  '1e309',
  '-1',
  '0',
  '1.5',
  '99999999999999999999',
  'abc',
  encodeURIComponent('x'.repeat(1_000)),
];

/** A valid text with a NUL or a lone surrogate inside: what passes a pattern (an e-mail's). */
function spoiled(valid: unknown): string[] {
  if (typeof valid !== 'string' || valid === '') return [];
  const middle = Math.ceil(valid.length / 2);
  const [head, tail] = [
    JSON.stringify(valid.slice(0, middle)),
    JSON.stringify(valid.slice(middle)),
  ];
  return [
    `${head.slice(0, -1)}\\u0000${tail.slice(1)}`,
    `${head.slice(0, -1)}\\ud800${tail.slice(1)}`,
  ];
}

function toJsonText(body: Record<string, unknown>, field?: string, hostile?: string): string {
  const entries = Object.entries(body).map(
    ([key, value]) => `${JSON.stringify(key)}:${key === field ? hostile : JSON.stringify(value)}`,
  );
  return `{${entries.join(',')}}`;
}

/**
 * A multipart body from raw bytes (FormData would replace a lone surrogate before sending), with
 * one small photo so an ad's text parts get as far as the database.
 */
function rawMultipart(fields: Record<string, string | Buffer>, photo: Buffer) {
  const boundary = '----carmarket-fuzz-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      typeof value === 'string' ? Buffer.from(value) : value,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="img1"; filename="car.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    photo,
    Buffer.from('\r\n'),
  );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function methodsOf(route: RouteOptions): string[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  // Fastify adds HEAD beside every GET; the GET is fuzzed.
  return methods.filter((method) => method !== 'HEAD');
}

function schemaKeys(schema: unknown): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

function fillPath(url: string, value: string): string {
  return url.replace(/:[A-Za-z]+/g, value).replace(/\*$/, value);
}

describe('every route, any input', () => {
  let ctx: Ctx;
  const routes: RouteOptions[] = [];
  let realId: string;
  /** A valid value for each field of every JSON body, so one hostile field reaches the database. */
  let validFields: Record<string, unknown>;
  /** Every text part of the multipart forms (the ad and the profile), valid. */
  let validParts: Record<string, string>;
  let photo: Buffer;

  beforeAll(async () => {
    ctx = await buildTestApp({ onRoute: (route) => routes.push(route) });
    const seller = await createUser(ctx.db);
    const vehicle = await createVehicle(ctx.db, { userId: seller.id });
    realId = String(vehicle.id);
    const adFields = (await adFieldsFor(ctx.db))();
    photo = await jpeg({ width: 64, height: 48 });
    validFields = {
      name: 'Nimal Perera',
      mobile: '0771234567',
      email: 'fuzz@example.lk',
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
      // Changing to the same password leaves the caller signed in.
      currentPassword: TEST_PASSWORD,
      newPassword: TEST_PASSWORD,
      phone: '0771234567',
      subject: 'general',
      message: 'Is the car still for sale?',
      // A chat message (issue 35).
      text: 'Can I see it on Saturday?',
      carName: 'Toyota Aqua 2018',
      description: 'Blue, hybrid',
      expectedPrice: 5_000_000,
      contactEmail: 'buyer@example.lk',
      amount: 4_500_000,
      // A staff reason (free text) and a report's reason (`other`, which takes free details).
      reason: 'other',
      details: 'The photos are of another car.',
      package: 'featured',
      bankName: 'Commercial Bank',
      accountName: 'CarMarket (Pvt) Ltd',
      accountNumber: '1000 0000 0000',
      branch: 'Colombo 03',
      confirmationTime: 'usually within 24 hours',
      emailNotifications: true,
      smsNotifications: false,
      pushNotifications: true,
      showContactInfo: false,
      profileVisible: true,
      // The e-mail preferences' kinds (decision 104).
      offers: true,
      adUpdates: true,
      alerts: false,
      reminders: true,
      vehicleIds: [vehicle.id],
      path: '/cars/1',
      kind: 'render',
      // An e-mail link's token (unsubscribe, password reset): the right shape, nobody's.
      token: 'A'.repeat(43),
      frequency: 'daily',
      params: { query: 'aqua', brands: '1', min: '1000000' },
      seen: true,
      // A staff reply to a contact message or a pre-order.
      body: 'Thank you, we have found a car that matches.',
      // The account's language (PUT /api/me/language, issue 32).
      language: 'si',
      // A phone verification code (issue 36): the right shape, nobody's.
      code: '123456',
      // What a sold car went for (issue 37).
      soldPrice: 4_250_000,
      // A visitor's recently viewed cars merged at sign-in (issue 37).
      ids: [1, 2],
    };
    validParts = {
      ...adFields,
      name: 'Nimal Perera',
      mobile: '0771234567',
      email: 'fuzz-profile@example.lk',
      line1: '12 Galle Road',
      line2: 'Kollupitiya',
      postal: '00300',
      // An edit's photos kept (decision 081): none, the new photo replaces them.
      keepPhotos: '',
    };
  });

  afterAll(async () => {
    await ctx.app.close();
  });

  it('lists the routes it fuzzes, and knows a valid value for every body field', () => {
    const apiRoutes = routes.filter((route) => route.url.startsWith('/api/'));
    expect(apiRoutes.length).toBeGreaterThan(30);
    const unknownFields = routes
      .flatMap((route) => schemaKeys(route.schema?.body))
      .filter((key) => !(key in validFields));
    expect(unknownFields).toEqual([]);
  });

  it('never answers 5xx, and refuses with {message}', async () => {
    const failures: string[] = [];
    const { app, db } = ctx;

    async function send(label: string, options: InjectOptions) {
      let response: LightMyRequestResponse;
      try {
        response = await app.inject({ remoteAddress: nextAddress(), ...options });
      } catch (error) {
        failures.push(`${label}: the request threw ${String(error)}`);
        return;
      }
      const status = response.statusCode;
      if (status >= 500) {
        failures.push(`${label}: ${status} ${response.body.slice(0, 200)}`);
        return;
      }
      if (status < 400 || options.method === 'HEAD') return;
      let message: unknown;
      try {
        message = (response.json() as { message?: unknown }).message;
      } catch {
        message = undefined;
      }
      // The error handler's answer when the database refused a value a shared schema let through.
      if (message === UNSAVABLE_INPUT) {
        failures.push(`${label}: ${status} reached the database, which refused it`);
        return;
      }
      if (
        typeof message !== 'string' ||
        !/^application\/json/.test(String(response.headers['content-type']))
      ) {
        failures.push(`${label}: ${status} without {message}: ${response.body.slice(0, 200)}`);
      }
    }

    for (const route of routes) {
      const user = await signUpAndIn(app);
      const staff = await signUpStaff(app, db);
      // A signed-in stream stays open (it would never answer); events.routes.test.ts reads it.
      const callers = STREAM_ROUTES.includes(route.url)
        ? ([['anonymous', {}]] as const)
        : ([
            ['anonymous', {}],
            ['user', user.bearer],
            ['staff', staff.bearer],
          ] as const);
      const bodyKeys = schemaKeys(route.schema?.body);
      const queryKeys = schemaKeys(route.schema?.querystring);
      const hasParams = /[:*]/.test(route.url);

      for (const method of methodsOf(route)) {
        const takesBody = method !== 'GET' && method !== 'DELETE';
        const isMultipart = takesBody && bodyKeys.length === 0;
        const urls = hasParams
          ? [
              fillPath(route.url, realId),
              ...HOSTILE_URL_TEXT.map((text) => fillPath(route.url, text)),
            ]
          : [route.url];

        for (const [who, headers] of callers) {
          const at = (url: string) => `${who} ${method} ${url.slice(0, 80)}`;
          const inject = (label: string, options: Omit<InjectOptions, 'method'>) =>
            send(label, { method: method as InjectOptions['method'], ...options });

          for (const url of urls) await inject(at(url), { url, headers });
          const url = urls[0]!;

          for (const key of queryKeys) {
            for (const text of HOSTILE_URL_TEXT) {
              await inject(`${at(url)} ?${key}=${text.slice(0, 20)}`, {
                url: `${url}?${key}=${text}`,
                headers,
              });
            }
            await inject(`${at(url)} ?${key} twice`, { url: `${url}?${key}=1&${key}=2`, headers });
            await inject(`${at(url)} ?${key}[]`, { url: `${url}?${key}[]=1&${key}[a]=2`, headers });
          }

          if (!takesBody) continue;
          const base = Object.fromEntries(bodyKeys.map((key) => [key, validFields[key]]));

          for (const key of bodyKeys) {
            for (const hostile of [...HOSTILE_JSON, ...spoiled(validFields[key])]) {
              await inject(`${at(url)} ${key}=${hostile.slice(0, 20)}`, {
                url,
                headers: { ...headers, 'content-type': 'application/json' },
                payload: toJsonText(base, key, hostile),
              });
            }
          }
          if (isMultipart) {
            for (const key of Object.keys(validParts)) {
              const valid = validParts[key]!;
              const inside = Buffer.from(`${valid.slice(0, 1)}\u0000${valid.slice(1)}`);
              for (const hostile of [...HOSTILE_PARTS, inside]) {
                const form = rawMultipart({ ...validParts, [key]: hostile }, photo);
                await inject(`${at(url)} part ${key}=${hostile.subarray(0, 12).toString()}`, {
                  url,
                  headers: { ...headers, ...form.headers },
                  payload: form.payload,
                });
              }
            }
          }

          // Whole bodies of the wrong kind.
          const asJson = JSON.stringify(isMultipart ? validParts : base);
          const asForm = await multipartBody(
            Object.fromEntries(Object.entries(base).map(([key, value]) => [key, String(value)])),
          );
          const wrongBodies: Array<[string, Record<string, string>, string | Buffer | undefined]> =
            [
              ['no body', {}, undefined],
              ['empty JSON', { 'content-type': 'application/json' }, ''],
              ['text/plain', { 'content-type': 'text/plain' }, asJson],
              ['no content type', {}, asJson],
              ['JSON', { 'content-type': 'application/json' }, asJson],
              ['multipart', asForm.headers, asForm.payload],
              ['form-urlencoded', { 'content-type': 'application/x-www-form-urlencoded' }, 'a=1'],
              ['broken JSON', { 'content-type': 'application/json' }, '{"a":'],
              ['JSON array', { 'content-type': 'application/json' }, '[]'],
              ['JSON lone surrogate', { 'content-type': 'application/json' }, '"\\ud800"'],
              ['JSON 1e309', { 'content-type': 'application/json' }, '1e309'],
              ['JSON null', { 'content-type': 'application/json' }, 'null'],
              [
                'JSON over 1 MB',
                { 'content-type': 'application/json' },
                JSON.stringify({ a: 'x'.repeat(1_100_000) }),
              ],
              ['multipart without boundary', { 'content-type': 'multipart/form-data' }, 'x'],
              ['JSON in UTF-16', { 'content-type': 'application/json; charset=utf-16' }, asJson],
            ];
          for (const [what, contentType, payload] of wrongBodies) {
            await inject(`${at(url)} ${what}`, {
              url,
              headers: { ...headers, ...contentType },
              ...(payload === undefined ? {} : { payload }),
            });
          }
        }
      }
    }

    expect(failures).toEqual([]);
  }, 600_000);
});
