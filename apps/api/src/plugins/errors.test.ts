import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/app-error';
import { buildTestApp } from '../test/build-test-app';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
/** Every line the app logged, parsed. */
let logged: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => logged.push(JSON.parse(line) as Record<string, unknown>) },
  );
  ctx = await buildTestApp({ logger });
  // Routes that exist only in this test, to drive each branch of the one error handler.
  ctx.app.get('/api/test/app-error', async () => {
    throw AppError.badRequest('Please enter ad title', 'title');
  });
  ctx.app.get('/api/test/crash', async () => {
    throw new Error('connection string postgres://secret@db leaked?');
  });
  // What a person typed, as a query parameter the database refuses or cannot run.
  ctx.app.get('/api/test/nul-to-database', async () => {
    await ctx.db.execute(sql`select ${'private\u0000@example.lk'}::text as typed`);
    return { ok: true };
  });
  ctx.app.get('/api/test/broken-query', async () => {
    await ctx.db.execute(sql`select * from no_such_table where email = ${'private@example.lk'}`);
    return { ok: true };
  });
  ctx.app.get('/api/test/named-code', async () => {
    throw AppError.unauthorized('Please sign in again.').withCode('session_replayed');
  });
  ctx.app.post(
    '/api/test/validated',
    { schema: { body: z.object({ title: z.string().min(1, 'Please enter ad title') }) } },
    async () => ({ ok: true }),
  );
});
afterAll(async () => {
  await ctx.app.close();
});
beforeEach(() => {
  logged = [];
});

describe('the error handler', () => {
  it('sends an AppError as {message, field} with its status', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/app-error' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'invalid_input',
      message: 'Please enter ad title',
      field: 'title',
    });
  });

  it("carries a stable code beside the sentence: the status's own, or one the service names", async () => {
    const named = await ctx.app.inject({ method: 'GET', url: '/api/test/named-code' });
    expect(named.json()).toEqual({ code: 'session_replayed', message: 'Please sign in again.' });
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found' });
  });

  it('answers a schema failure with 400 and the rule message', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/validated',
      payload: { title: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Please enter ad title', field: 'title' });
  });

  it('answers broken JSON with 400 and a sentence', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/validated',
      headers: { 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'The request body is not valid JSON.' });
  });

  it('never leaks internals from a crash', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toEqual({ code: 'server_error', message: expect.any(String) });
    expect(body.message).not.toMatch(/postgres|secret|Error/);
  });

  it('answers a value the database refuses with 400, and logs neither the query nor the value', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/nul-to-database' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Some of what you sent cannot be saved. Please check it and try again.',
    });
    const text = JSON.stringify(logged);
    expect(text).not.toContain('private');
    expect(text).not.toContain('select');
    // pino's levels: 40 is warn, 50 error.
    expect(logged.filter((line) => (line.level as number) >= 50)).toEqual([]);
  });

  it('logs a failed query at error level with its SQL but without its parameters', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/broken-query' });
    expect(response.statusCode).toBe(500);
    const errors = logged.filter((line) => (line.level as number) >= 50);
    expect(errors).toHaveLength(1);
    const text = JSON.stringify(errors);
    expect(text).toContain('no_such_table');
    expect(text).not.toContain('private@example.lk');
  });
});
