import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/app-error';
import { buildTestApp } from '../test/build-test-app';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  ctx = await buildTestApp();
  // Routes that exist only in this test, to drive each branch of the one error handler.
  ctx.app.get('/api/test/app-error', async () => {
    throw AppError.badRequest('Please enter ad title', 'title');
  });
  ctx.app.get('/api/test/crash', async () => {
    throw new Error('connection string postgres://secret@db leaked?');
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

describe('the error handler', () => {
  it('sends an AppError as {message, field} with its status', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/app-error' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Please enter ad title', field: 'title' });
  });

  it('answers a schema failure with 400 and the rule message', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/validated',
      payload: { title: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Please enter ad title', field: 'title' });
  });

  it('answers broken JSON with 400 and a sentence', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/validated',
      headers: { 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('never leaks internals from a crash', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(Object.keys(body)).toEqual(['message']);
    expect(body.message).not.toMatch(/postgres|secret|Error/);
  });
});
