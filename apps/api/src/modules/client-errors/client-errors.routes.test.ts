import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { LIMITS } from '../limits/limit-rules';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
/** Every line the app logged at warn or above, parsed. */
let warnings: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  const logger = pino(
    { level: 'warn' },
    { write: (line: string) => warnings.push(JSON.parse(line) as Record<string, unknown>) },
  );
  ctx = await buildTestApp({ logger });
});
afterAll(async () => {
  await ctx.app.close();
});
beforeEach(() => {
  warnings = [];
});

// 30 reports per address per minute: each request here has its own address, so only the
// rate-limit test meets the limit.
let lastAddress = 0;
function report(payload: unknown, remoteAddress?: string) {
  lastAddress += 1;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/client-errors',
    payload: payload as object,
    remoteAddress:
      remoteAddress ?? `10.1.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`,
  });
}

const renderError = { message: 'Invalid time value', path: '/cars/12', kind: 'render' };

describe('POST /api/client-errors', () => {
  it('answers 204 and logs one warning with the message and the path only', async () => {
    const response = await report(renderError);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({
      level: 40,
      msg: 'web app render error',
      clientError: { kind: 'render', message: 'Invalid time value', path: '/cars/12' },
    });
    expect(JSON.stringify(warnings[0])).not.toMatch(/10\.1\.|remoteAddress|user/);
  });

  it('logs the path without its query string or fragment, whatever the client sent', async () => {
    const response = await report({
      ...renderError,
      path: '/buy-car?query=nimal%40example.lk&page=2#results',
    });
    expect(response.statusCode).toBe(204);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.clientError).toEqual({
      kind: 'render',
      message: 'Invalid time value',
      path: '/buy-car',
    });
    expect(JSON.stringify(warnings)).not.toMatch(/query=|nimal|#results/);
  });

  it('refuses a bad report with 400 and a sentence, logging nothing', async () => {
    const cases: [unknown, string, string][] = [
      [{ ...renderError, message: undefined }, 'message', 'The report needs the error message'],
      [{ ...renderError, message: '  ' }, 'message', 'The report needs the error message'],
      [
        { ...renderError, message: 'x'.repeat(501) },
        'message',
        'The error message is too long (500 characters at most)',
      ],
      [{ ...renderError, path: undefined }, 'path', 'The report needs the page path'],
      [
        { ...renderError, path: `/${'x'.repeat(300)}` },
        'path',
        'The page path is too long (300 characters at most)',
      ],
      [
        { ...renderError, path: 'https://evil.example/' },
        'path',
        'The page path must be a path on this site, such as /cars/12',
      ],
      [{ ...renderError, kind: 'network' }, 'kind', 'The kind of error must be render'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await report(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json()).toMatchObject({ message, field });
    }
    const notAnObject = await report(['Invalid time value']);
    expect(notAnObject.statusCode).toBe(400);
    expect(notAnObject.json()).toMatchObject({
      message: 'The request body must be a JSON object.',
    });
    expect(warnings).toEqual([]);
  });

  it('takes a message of exactly 500 characters', async () => {
    const response = await report({ ...renderError, message: 'x'.repeat(500) });
    expect(response.statusCode).toBe(204);
  });

  it(`answers 429 with a sentence after ${LIMITS.clientErrors.max} reports a minute from one address`, async () => {
    for (let i = 0; i < LIMITS.clientErrors.max; i += 1) {
      expect((await report(renderError, '10.9.9.9')).statusCode).toBe(204);
    }
    const limited = await report(renderError, '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({
      message: expect.stringMatching(
        /^Too many requests\. Please try again in \d+ (second|minute)s?\.$/,
      ),
    });
    expect((await report(renderError, '10.9.9.10')).statusCode).toBe(204);
  });
});
