import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the gateway received: one request as Text.lk's API v3 would see it. */
export interface ReceivedSms {
  headers: IncomingHttpHeaders;
  body: { recipient: string; sender_id: string; type: string; message: string };
}

/**
 * How the gateway answers the next requests: success, a 500, Text.lk's invalid number, or never
 * (`stall`: the request is recorded and left hanging, for a process killed while it sends).
 */
export type GatewayMode = 'success' | 'error500' | 'invalidNumber' | 'stall';

/**
 * A real HTTP server implementing Text.lk's `POST /api/v3/sms/send` (decision 131): it records
 * each request and answers as the provider documents, so the adapter is tested against the wire
 * format rather than a mock.
 */
export async function startTestSmsGateway() {
  const received: ReceivedSms[] = [];
  let mode: GatewayMode = 'success';
  let uid = 0;
  let heard: () => void = () => undefined;
  const firstRequest = new Promise<void>((resolve) => {
    heard = resolve;
  });
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ReceivedSms['body'];
      received.push({ headers: request.headers, body });
      heard();
      if (mode === 'stall') return;
      response.setHeader('Content-Type', 'application/json');
      if (mode === 'error500') {
        response.statusCode = 500;
        response.end(JSON.stringify({ status: 'error', message: 'Server Error' }));
      } else if (mode === 'invalidNumber') {
        response.statusCode = 422;
        response.end(
          JSON.stringify({ status: 'error', message: 'The recipient number is invalid.' }),
        );
      } else {
        uid += 1;
        response.end(
          JSON.stringify({
            status: 'success',
            message: 'Your message was successfully delivered',
            data: { uid: `tl-${uid}`, to: body.recipient, status: 'Delivered', cost: '1' },
          }),
        );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v3/sms/send`,
    apiKey: 'test-text-lk-key',
    received,
    /** Settles when the first request has arrived. */
    firstRequest,
    answer(next: GatewayMode) {
      mode = next;
    },
    /** The 6 digits of the newest message to `recipient` (94771234567 form). */
    codeFor(recipient: string): string | undefined {
      const last = received.filter((sms) => sms.body.recipient === recipient).at(-1);
      return /\b(\d{6})\b/.exec(last?.body.message ?? '')?.[1];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type TestSmsGateway = Awaited<ReturnType<typeof startTestSmsGateway>>;
