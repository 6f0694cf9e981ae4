import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the server received it: what the component sent over the network. */
export interface ReceivedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

/** An answer: a status and a JSON body (none for 204). */
export interface FixtureAnswer {
  status: number;
  body?: unknown;
}

/**
 * Answers by "METHOD /api/path"; a request the table does not name gets a 404 in api.md's shape.
 * `url` is the whole address asked for, query string included.
 */
export type FixtureRoutes = Record<string, (request: ReceivedRequest, url: URL) => FixtureAnswer>;

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  // Multipart (an ad's photos) is kept as its text: the tests look at JSON bodies only.
  if (!request.headers['content-type']?.includes('json')) return text || undefined;
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/**
 * A real HTTP server for a component test, on a free port of 127.0.0.1, and the test's page moved
 * to its origin: the app's API client calls `/api/...` relative to the page, so the component
 * goes through the client, the network and back as in the browser.
 *
 * It is a fixture that answers the documented shapes (api.md), not the API: the web workspace
 * does not depend on apps/api (decision 114). Answers are built from the shared zod schemas'
 * types, and the tests check what the server received.
 */
export async function startApiFixture(routes: FixtureRoutes) {
  const received: ReceivedRequest[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fixture');
      const path = url.pathname;
      const entry: ReceivedRequest = {
        method: request.method ?? 'GET',
        path,
        authorization: request.headers.authorization,
        body: await readBody(request),
      };
      received.push(entry);
      const answer = routes[`${entry.method} ${path}`]?.(entry, url) ?? {
        status: 404,
        body: { code: 'NOT_FOUND', message: `No fixture for ${entry.method} ${path}` },
      };
      response.writeHead(
        answer.status,
        answer.body === undefined ? {} : { 'content-type': 'application/json' },
      );
      response.end(answer.body === undefined ? undefined : JSON.stringify(answer.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${origin}/`);
  return {
    origin,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
