import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS, AVATAR_MESSAGES } from '@carmarket/shared/account';
import { AD_UPLOAD_LIMITS } from '@carmarket/shared/ad';
import { UPLOAD_MESSAGES } from './modules/ads/ad-upload';
import { signUpAndIn } from './test/accounts';
import { buildTestApp } from './test/build-test-app';

/**
 * A body declared larger than a route takes, sent to a listening server as a client sends it:
 * headers, then the first bytes of the body. The answer must be a 413 the client can read, and
 * the connection must end cleanly, never reset. `inject` has no socket, so this test listens.
 */
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let port: number;
let bearer: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  bearer = (await signUpAndIn(ctx.app)).bearer.authorization;
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  port = (ctx.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await ctx.app.close();
});

interface Exchange {
  /** Everything the server sent, until it closed the connection. */
  received: string;
  /** A socket error such as ECONNRESET, if the connection did not end cleanly. */
  socketError: string | undefined;
}

/**
 * Sends `head` and then `body` (at once, or only after `100 Continue` when `waitForContinue`),
 * and reads until the server closes the connection. Our side ends when the server's does, as a
 * client that reads the answer would.
 */
function exchange(head: string, body: string, waitForContinue = false): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let socketError: string | undefined;
    let bodySent = false;
    const sendBody = () => {
      if (bodySent || !body) return;
      bodySent = true;
      socket.write(body);
    };
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      if (waitForContinue && received.startsWith('HTTP/1.1 100 Continue\r\n\r\n')) sendBody();
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      socketError = error.code ?? error.message;
    });
    socket.on('close', () => resolve({ received, socketError }));
    socket.write(head);
    if (!waitForContinue) sendBody();
  });
}

function request(options: {
  path: string;
  contentType: string;
  contentLength: number;
  headers?: string[];
}) {
  return [
    `POST ${options.path} HTTP/1.1`,
    'Host: localhost',
    `Content-Type: ${options.contentType}`,
    `Content-Length: ${options.contentLength}`,
    ...(options.headers ?? []),
    '',
    '',
  ].join('\r\n');
}

/** The status lines the server sent, and the body of the last answer. */
function answers(received: string) {
  const statuses = [...received.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((match) => match[1]);
  const lastBody = received.slice(received.lastIndexOf('\r\n\r\n') + 4);
  return { statuses, lastBody, closes: /^connection: close\r$/im.test(received) };
}

const FIRST_BYTES = 'x'.repeat(64 * 1024);

describe('a body declared over the limit', () => {
  it('gets 413 and a sentence on a JSON route, then a clean close', async () => {
    const sent = await exchange(
      request({
        path: '/api/auth/logout',
        contentType: 'application/json',
        contentLength: 50 * 1024 * 1024,
      }),
      `{"sessionId":"${FIRST_BYTES}`,
    );
    expect(sent.socketError).toBeUndefined();
    const { statuses, lastBody, closes } = answers(sent.received);
    expect(statuses).toEqual(['413']);
    expect(JSON.parse(lastBody)).toMatchObject({ message: 'The request is too large.' });
    expect(closes).toBe(true);
  });

  it('gets 413 on an ad upload before the body is read, and nothing else', async () => {
    const sent = await exchange(
      request({
        path: '/api/vehicles/new-ad',
        contentType: 'multipart/form-data; boundary=fuzz',
        contentLength: AD_UPLOAD_LIMITS.requestBytes + 1,
        headers: [`Authorization: ${bearer}`],
      }),
      `--fuzz\r\nContent-Disposition: form-data; name="title"\r\n\r\n${FIRST_BYTES}`,
    );
    expect(sent.socketError).toBeUndefined();
    const { statuses, lastBody, closes } = answers(sent.received);
    // Before the fix a second, framework-made 400 followed: the rest of the body read as a request.
    expect(statuses).toEqual(['413']);
    expect(JSON.parse(lastBody)).toMatchObject({ message: UPLOAD_MESSAGES.requestTooLarge });
    expect(closes).toBe(true);
  });

  it('gets 413 without an invitation to send when the client asked for 100-continue', async () => {
    for (const path of ['/api/auth/logout', '/api/vehicles/new-ad']) {
      const sent = await exchange(
        request({
          path,
          contentType: 'application/json',
          contentLength: AD_UPLOAD_LIMITS.requestBytes + 1,
          headers: ['Expect: 100-continue', `Authorization: ${bearer}`],
        }),
        FIRST_BYTES,
        true,
      );
      expect(sent.socketError, path).toBeUndefined();
      expect(answers(sent.received).statuses, path).toEqual(['413']);
    }
  });

  it('still invites a body within the limit after 100-continue', async () => {
    const body = JSON.stringify({ sessionId: 'not-a-session-of-anyone' });
    const sent = await exchange(
      request({
        path: '/api/auth/logout',
        contentType: 'application/json',
        contentLength: Buffer.byteLength(body),
        headers: ['Expect: 100-continue', 'Connection: close'],
      }),
      body,
      true,
    );
    expect(sent.socketError).toBeUndefined();
    expect(answers(sent.received).statuses).toEqual(['100', '204']);
  });

  it('ends the connection cleanly when an upload is refused before its body is read', async () => {
    // Anonymous: refused (401) before the form is read; the rest is not a next request.
    const sent = await exchange(
      request({
        path: '/api/vehicles/new-ad',
        contentType: 'multipart/form-data; boundary=fuzz',
        contentLength: 1024 * 1024,
      }),
      `--fuzz\r\nContent-Disposition: form-data; name="title"\r\n\r\n${FIRST_BYTES}`,
    );
    expect(sent.socketError).toBeUndefined();
    const { statuses, lastBody, closes } = answers(sent.received);
    expect(statuses).toEqual(['401']);
    expect(JSON.parse(lastBody)).toMatchObject({ message: expect.any(String) });
    expect(closes).toBe(true);
  });

  it('ends the connection cleanly when a part is refused halfway through the form', async () => {
    // A member's ad may not carry a video: refused from the part's header, before its bytes.
    const sent = await exchange(
      request({
        path: '/api/vehicles/new-ad',
        contentType: 'multipart/form-data; boundary=fuzz',
        contentLength: 1024 * 1024,
        headers: [`Authorization: ${bearer}`],
      }),
      '--fuzz\r\nContent-Disposition: form-data; name="video"; filename="car.mp4"\r\n' +
        `Content-Type: video/mp4\r\n\r\n${FIRST_BYTES}`,
    );
    expect(sent.socketError).toBeUndefined();
    const { statuses, lastBody, closes } = answers(sent.received);
    expect(statuses).toEqual(['400']);
    expect(JSON.parse(lastBody)).toMatchObject({
      message: expect.stringContaining('video is not included'),
      field: 'video',
    });
    expect(closes).toBe(true);
  });

  it('refuses a profile form declared over the photo limit with the photo sentence', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/update',
      headers: {
        authorization: bearer,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(ACCOUNT_LIMITS.avatarBytes * 2),
      },
      payload: '--x--',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: AVATAR_MESSAGES.tooLarge });
  });
});
