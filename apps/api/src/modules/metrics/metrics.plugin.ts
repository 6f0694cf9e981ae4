import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMetrics, UNMATCHED_ROUTE, type Metrics, type MetricsSources } from './metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The registry behind GET /metrics and the hooks that feed it (decision 125). */
    metrics: Metrics;
  }
}

export interface MetricsPluginOptions extends Omit<MetricsSources, 'onSourceError'> {
  /** METRICS_TOKEN: GET /metrics on the site's port answers only a request that carries it. */
  token?: string | undefined;
}

/** Compares in constant time whatever the lengths: both sides are hashed to 32 bytes first. */
function sameToken(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Counts every answer by route pattern and status, and serves GET /metrics in Prometheus's text
 * format when METRICS_TOKEN is set, to a request with `Authorization: Bearer <token>`. Without
 * the token (or with a wrong one) the path is unknown, as it is when METRICS_TOKEN is unset: it
 * answers the same 404 as any other, so a scan learns nothing. METRICS_PORT serves the same
 * registry on a port of its own (metrics-server.ts).
 */
export const metricsPlugin = fp(async (app: FastifyInstance, options: MetricsPluginOptions) => {
  const { token, ...sources } = options;
  const metrics = createMetrics({
    ...sources,
    onSourceError: (source, error) =>
      app.log.warn({ err: error, source }, 'a metric could not be read'),
  });
  app.decorate('metrics', metrics);

  app.addHook('onResponse', async (request, reply) => {
    // The pattern, never the address: ids, slugs and queries would make a series per ad.
    const route = request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE);
    metrics.observeRequest(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  if (!token) return;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || !sameToken(bearer, token)) return reply.callNotFound();
    return reply
      .type(metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.registry.metrics());
  });
});
