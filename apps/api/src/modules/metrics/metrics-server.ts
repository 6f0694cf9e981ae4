import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';

/**
 * METRICS_PORT: a listener of its own that serves GET /metrics to whoever reaches the port
 * (decision 125), for a network where only Prometheus can. Anything else is 404. It answers no
 * request of the site, so it needs no token.
 */
export async function listenForMetrics(options: {
  registry: Registry;
  host: string;
  port: number;
  onError: (error: unknown) => void;
}): Promise<Server> {
  const { registry } = options;
  const server = createServer((request, response) => {
    const pathName = (request.url ?? '').split('?')[0];
    if (pathName !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => {
        response
          .writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' })
          .end(request.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        options.onError(error);
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
