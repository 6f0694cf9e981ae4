import { readFile } from 'node:fs/promises';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextAddress, signUpAndIn } from '../test/accounts';
import { buildTestApp } from '../test/build-test-app';
import { API_DOCS_PREFIX, ERROR_COMPONENT, OPENAPI_PATH } from './api-reference';

type Ctx = Awaited<ReturnType<typeof buildTestApp>>;

interface Operation {
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { in: string }[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}
interface Document {
  openapi: string;
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
}

const ERROR_REF = `#/components/schemas/${ERROR_COMPONENT}`;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/**
 * The routes that serve the reference itself: the document and, in development, the page and
 * its files. They are not operations of the API, so the document leaves them out.
 */
const REFERENCE_ROUTES = [
  `GET ${OPENAPI_PATH}`,
  `GET ${API_DOCS_PREFIX}`,
  `GET ${API_DOCS_PREFIX}/json`,
  `GET ${API_DOCS_PREFIX}/yaml`,
  `GET ${API_DOCS_PREFIX}/static/index.html`,
  `GET ${API_DOCS_PREFIX}/static/swagger-initializer.js`,
  `GET ${API_DOCS_PREFIX}/static/*`,
];

/** Routes that take nothing and need no token: they can only fail on our side (500). */
const NO_CLIENT_ERROR = [
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  'GET /api/cities',
  'GET /api/towns',
  'GET /api/vehicles/load-specs',
  'GET /api/vehicles/home',
];

/**
 * Routes whose answer stays open (an event stream): a signed-in call would never end, so they
 * are asked only without a token here; events.routes.test.ts reads them over HTTP.
 */
const STREAM_ROUTES = ['GET /api/me/events'];

/** `/api/me/listings/{id}` → `/api/me/listings/:id`, the way Fastify names the route. */
const fastifyPath = (openapiPath: string) => openapiPath.replace(/\{(\w+)\}/g, ':$1');

function operationsOf(document: Document) {
  return Object.entries(document.paths).flatMap(([openapiPath, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({
        route: `${method.toUpperCase()} ${fastifyPath(openapiPath)}`,
        operation,
      })),
  );
}

const refersToError = (response: Operation['responses'][string] | undefined) =>
  response?.content?.['application/json']?.schema?.$ref === ERROR_REF;

describe('GET /api/openapi.json', () => {
  let ctx: Ctx;
  let document: Document;
  /** Every method and path the app registered under /api (HEAD beside each GET left out). */
  const registered = new Set<string>();

  beforeAll(async () => {
    // As `npm run dev` builds it: with the reference page.
    ctx = await buildTestApp({
      nodeEnv: 'development',
      // Sign in with Google's routes exist only with a client; its provider is asked nothing here.
      google: { clientId: 'id', clientSecret: 'secret', issuer: 'https://accounts.google.com' },
      onRoute: (route: RouteOptions) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) {
          if (method !== 'HEAD' && route.url.startsWith('/api')) {
            registered.add(`${method} ${route.url}`);
          }
        }
      },
    });
    const response = await ctx.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(response.statusCode).toBe(200);
    document = response.json<Document>();
  });

  afterAll(async () => {
    await ctx.app.close();
  });

  it('is public and cacheable', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('is a valid OpenAPI 3.1 document, and the validator refuses a broken copy', async () => {
    expect(document.openapi).toBe('3.1.0');
    // The validator dereferences what it is given: each call gets its own copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();

    const danglingRef = structuredClone(document);
    const [first] = operationsOf(danglingRef);
    first!.operation.responses['500'] = {
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Missing' } } },
    };
    await expect(SwaggerParser.validate(danglingRef as never)).rejects.toThrow(/Missing/);

    const bodyAsParameter = structuredClone(document);
    const [second] = operationsOf(bodyAsParameter);
    second!.operation.parameters = [{ in: 'body' }];
    await expect(SwaggerParser.validate(bodyAsParameter as never)).rejects.toThrow();

    const notOpenApi = { ...structuredClone(document), info: { title: 'No version' } };
    await expect(SwaggerParser.validate(notOpenApi as never)).rejects.toThrow();
  });

  it('describes every registered /api route, and nothing else', () => {
    const documented = operationsOf(document).map(({ route }) => route);
    const served = [...registered].filter((route) => !REFERENCE_ROUTES.includes(route));
    expect(served.length).toBeGreaterThan(80);
    expect(documented.toSorted()).toEqual(served.toSorted());
    // The list of left-out routes names only routes that exist.
    expect(REFERENCE_ROUTES.filter((route) => !registered.has(route))).toEqual([]);
  });

  it('gives every operation a summary, its feature, its error answers and its sign-in', () => {
    const tags = new Set(document.tags.map((tag) => tag.name));
    const faults: string[] = [];
    for (const { route, operation } of operationsOf(document)) {
      const fault = (what: string) => faults.push(`${route}: ${what}`);
      if (!operation.summary?.trim()) fault('no summary');
      if (operation.tags?.length !== 1 || !tags.has(operation.tags[0]!)) fault('no known tag');

      const errors = Object.entries(operation.responses).filter(([status]) => status >= '400');
      if (errors.length === 0) fault('no error answer');
      for (const [status, response] of errors) {
        if (!refersToError(response)) fault(`${status} is not the error component`);
      }
      const clientErrors = errors.filter(([status]) => status < '500');
      if (clientErrors.length === 0 && !NO_CLIENT_ERROR.includes(route)) fault('no 4xx answer');

      const answers = (status: number) => refersToError(operation.responses[status]);
      const takesInput = Boolean(operation.parameters?.length || operation.requestBody);
      if (takesInput && !answers(400)) fault('takes input but has no 400');
      if (operation.parameters?.some((p) => p.in === 'path') && !answers(404)) fault('no 404');

      const schemes = (operation.security ?? []).flatMap((requirement) =>
        Object.entries(requirement),
      );
      if (schemes.some(([scheme]) => scheme === 'bearer')) {
        if (!answers(403)) fault('bearer but no 403');
        const required = !operation.security?.some((r) => Object.keys(r).length === 0);
        if (required && !answers(401)) fault('bearer required but no 401');
      }
    }
    expect(faults).toEqual([]);
    expect(NO_CLIENT_ERROR.filter((route) => !registered.has(route))).toEqual([]);
  });

  // Two requests a route, and a sign-in after each change that went through: a longer time limit.
  it('asks for a token where the route does, and marks the staff routes', async () => {
    const { email, password } = await signUpAndIn(ctx.app);
    const signIn = async () => {
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
        remoteAddress: nextAddress(),
      });
      return { authorization: `Bearer ${login.json<{ accessToken: string }>().accessToken}` };
    };
    let token = await signIn();
    const faults: string[] = [];
    for (const { route, operation } of operationsOf(document)) {
      const [method, url] = route.split(' ') as [string, string];
      const send = (headers: Record<string, string>) =>
        ctx.app.inject({
          method: method as 'GET',
          url: url.replace(/:\w+/g, '1'),
          headers,
          remoteAddress: nextAddress(),
        });
      const security = operation.security ?? [];
      const required = security.length > 0 && security.every((r) => Object.keys(r).length > 0);
      const markedStaff = security.some((r) => r.bearer?.includes('staff'));

      // Refused for want of a credential: the document must ask for one.
      const anonymous = await send({});
      if (anonymous.statusCode === 401 && !required) faults.push(`${route}: 401, asks for none`);
      if (required && anonymous.statusCode < 400) faults.push(`${route}: served without a token`);

      if (STREAM_ROUTES.includes(route)) continue;
      // A signed-in user who is not staff is refused a staff route, and only a staff route.
      const signedIn = await send(token);
      // A change that went through may have ended the session (sign out everywhere): a new one.
      if (method !== 'GET' && signedIn.statusCode < 300) token = await signIn();
      const refusedAsNotStaff =
        signedIn.statusCode === 403 && signedIn.json<{ code: string }>().code === 'forbidden';
      if (refusedAsNotStaff !== markedStaff) {
        faults.push(`${route}: ${signedIn.statusCode} for a user, staff mark ${markedStaff}`);
      }
    }
    expect(faults).toEqual([]);
  }, 60_000);

  it('describes the multipart forms the handlers read themselves', () => {
    const formOf = (openapiPath: string, method: string) =>
      (document.paths[openapiPath]?.[method]?.requestBody as { content: Record<string, unknown> })
        ?.content;
    expect(Object.keys(formOf('/api/vehicles/new-ad', 'post'))).toEqual(['multipart/form-data']);
    expect(Object.keys(formOf('/api/users/update', 'post'))).toEqual(['multipart/form-data']);
    expect(Object.keys(formOf('/api/me/listings/{id}', 'put')).toSorted()).toEqual([
      'application/json',
      'multipart/form-data',
    ]);
  });

  it('serves the reference page under the site’s Content Security Policy', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    // Only scripts from files: the policy allows no inline script.
    const scripts = [...page.body.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toMatch(/\bsrc="\.\/static\//);
    const initializer = await ctx.app.inject({
      method: 'GET',
      url: `${API_DOCS_PREFIX}/static/swagger-initializer.js`,
    });
    expect(initializer.statusCode).toBe(200);
    // The page reads the same document, from its own origin.
    const json = await ctx.app.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/json` });
    expect(json.json()).toEqual(document);
  });

  /**
   * docs/api.md keeps the prose and an index of every route ("## Every route"): one table row per
   * method and path, its first cell `` `METHOD /api/path` ``. The index and the app must agree.
   */
  it('is listed route by route in docs/api.md, no more and no less', async () => {
    const apiMd = await readFile(path.join(import.meta.dirname, '../../../../docs/api.md'), 'utf8');
    const index = apiMd.split(/^## Every route$/m)[1]?.split(/^## /m)[0] ?? '';
    const listed = [...index.matchAll(/^\| `(GET|POST|PUT|PATCH|DELETE) (\/api\S*)` +\|/gm)].map(
      ([, method, route]) => `${method} ${route}`,
    );
    expect(listed.length).toBeGreaterThan(80);
    expect(listed.length).toBe(new Set(listed).size);
    // The page is listed (`GET /api/docs`); its files are its own.
    const pageFiles = REFERENCE_ROUTES.filter((route) =>
      route.startsWith(`GET ${API_DOCS_PREFIX}/`),
    );
    const served = [...registered].filter((route) => !pageFiles.includes(route));
    expect(listed.toSorted()).toEqual(served.toSorted());
  });
});

describe('the reference in production and in the tests', () => {
  const apps: Ctx[] = [];

  beforeAll(async () => {
    apps.push(await buildTestApp({ nodeEnv: 'production' }), await buildTestApp());
  });

  afterAll(async () => {
    for (const ctx of apps) await ctx.app.close();
  });

  it('serves the document but not the page', async () => {
    for (const { app } of apps) {
      const document = await app.inject({ method: 'GET', url: OPENAPI_PATH });
      expect(document.statusCode).toBe(200);
      const page = await app.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/` });
      expect(page.statusCode).toBe(404);
      expect(page.json()).toMatchObject({ code: 'not_found' });
    }
  });
});
