import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { BUILT_INDEX_HTML } from '../../test/built-index-html';
import { createUser, createVehicle } from '../../test/factories';

/** Asks the API for the address's search and draws what came back; `?fail` throws. */
const RENDER_MODULE = `
import { Readable } from 'node:stream';
let transport;
export function answerApiCallsWith(next) { transport = next; }
export async function renderPage(url) {
  if (url.includes('fail')) {
    return { ok: false, error: new Error('a component threw'), body: '<h1>Unexpected Application Error!</h1>' };
  }
  await transport('/api/cities', { method: 'GET' });
  const answer = await transport('/api/vehicles/search?query=aqua', { method: 'GET' });
  const search = await answer.json();
  const titles = search.cars.map((car) => car.title).join('|');
  return {
    ok: true,
    body: Readable.from(['<main>', 'status ' + answer.status + ': ' + titles, '</main>']),
    dataScript: '<script id="carmarket-data" type="application/json">{}</script>',
  };
}
`;

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let webDir: string;
const logged: Array<Record<string, unknown>> = [];
/** Every request the app received, the renderer's own calls included. */
const asked: string[] = [];

beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), 'carmarket-web-'));
  await mkdir(path.join(webDir, 'dist'));
  await mkdir(path.join(webDir, 'dist-ssr'));
  await writeFile(path.join(webDir, 'dist', 'index.html'), BUILT_INDEX_HTML);
  await writeFile(path.join(webDir, 'dist-ssr', 'entry-server.js'), RENDER_MODULE);
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => logged.push(JSON.parse(line) as Record<string, unknown>) },
  );
  ctx = await buildTestApp({ webDistDir: path.join(webDir, 'dist'), logger });
  ctx.app.addHook('onRequest', async (request) => {
    asked.push(request.url);
  });
  const seller = await createUser(ctx.db);
  await createVehicle(ctx.db, { userId: seller.id, title: 'Toyota Aqua rendered on the server' });
});

afterAll(async () => {
  await ctx.app.close();
  await rm(webDir, { recursive: true, force: true });
});

describe('a page rendered on the server', () => {
  it("streams the head, the render's body inside #root and the data after it", async () => {
    const answer = await ctx.app.inject({ method: 'GET', url: '/buy-car' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = answer.body;
    expect(html).toContain('<title>Used cars for sale in Sri Lanka | CarMarket</title>');
    // The render's API call went through the API itself: its routes, its data.
    expect(html).toContain(
      '<div id="root"><main>status 200: Toyota Aqua rendered on the server</main></div>',
    );
    expect(html).toMatch(
      /<\/div><script id="carmarket-data" type="application\/json">\{\}<\/script>\s*<\/body>/,
    );
    expect(html.indexOf('</head>')).toBeLessThan(html.indexOf('<div id="root">'));
  });

  it('answers a render that throws with the error page and 500, logs it once, and serves on', async () => {
    logged.length = 0;
    const failed = await ctx.app.inject({ method: 'GET', url: '/about?fail' });
    expect(failed.statusCode).toBe(500);
    expect(failed.body).toContain('<div id="root"><h1>Unexpected Application Error!</h1></div>');
    expect(failed.body).toContain('<meta name="robots" content="noindex" />');
    expect(failed.body).not.toContain('a component threw');
    const errors = logged.filter((line) => line.level === 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ msg: 'a page failed to render', url: '/about?fail' });

    const next = await ctx.app.inject({ method: 'GET', url: '/about' });
    expect(next.statusCode).toBe(200);
    expect(next.body).toContain('<main>status 200');
  });

  it('asks for each page its own search, and for the reference lists once for pages close together', async () => {
    asked.length = 0;
    for (const url of ['/buy-car?sort=1', '/buy-car?sort=2', '/about']) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    expect(asked.filter((url) => url.startsWith('/api/vehicles/search'))).toHaveLength(3);
    // Once at most: an earlier test's page may have asked for it within the last seconds.
    expect(asked.filter((url) => url === '/api/cities').length).toBeLessThanOrEqual(1);
  });

  it("leaves a signed-in user's pages and the sell wizard to the browser", async () => {
    for (const url of ['/login', '/profile', '/sell-car?step=1']) {
      const answer = await ctx.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toContain('<div id="root"></div>');
    }
    const choice = await ctx.app.inject({ method: 'GET', url: '/sell-car' });
    expect(choice.body).toContain('<div id="root"><main>');
  });
});
