import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { systemClock, type Clock } from '../../lib/clock';
import { callerOf } from '../auth/caller';
import { createRateLimitEventsRepository } from './rate-limit-events.repository';
import { createRateLimiter, refusal, type LimitRule, type RateLimiter } from './rate-limiter';

type RequestHook = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Limits and throttles shared by every process on the database (decision 070). */
    limiter: RateLimiter;
    /** A hook answering 429 once the caller's address is past `rule` (anonymous forms). */
    limitPerAddress: (
      rule: LimitRule,
      options?: { unless?: (request: FastifyRequest) => boolean },
    ) => RequestHook;
    /** A preHandler after `requireUser`: 429 once the signed-in user is past `rule`. */
    limitPerUser: (rule: LimitRule) => RequestHook;
  }
}

export interface LimitsPluginOptions {
  clock?: Clock;
  /** How often this process deletes events past their window; 0 never (tests). */
  purgeEveryMs?: number;
}

export const limitsPlugin = fp(async (app: FastifyInstance, options: LimitsPluginOptions) => {
  const limiter = createRateLimiter({
    events: createRateLimitEventsRepository(app.db),
    clock: options.clock ?? systemClock,
  });
  app.decorate('limiter', limiter);

  const enforce = async (rule: LimitRule, subject: string) => {
    const verdict = await limiter.take(rule, subject);
    if (!verdict.allowed) throw refusal(verdict);
  };
  app.decorate('limitPerAddress', (rule: LimitRule, hookOptions = {}) => async (request) => {
    if (hookOptions.unless?.(request)) return;
    await enforce(rule, request.ip);
  });
  app.decorate('limitPerUser', (rule: LimitRule) => async (request) => {
    await enforce(rule, `user:${callerOf(request).userId}`);
  });

  const purgeEveryMs = options.purgeEveryMs ?? 60_000;
  if (purgeEveryMs > 0) {
    const timer = setInterval(() => {
      limiter.purgeExpired().catch((error: unknown) => {
        app.log.warn({ err: error }, 'could not purge expired rate limit events');
      });
    }, purgeEveryMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
});
