import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { systemClock, type Clock } from '../../lib/clock';
import { createRateLimitEventsRepository } from './rate-limit-events.repository';
import { createRateLimiter, refusal, type LimitRule, type RateLimiter } from './rate-limiter';
import { createReadCeilings } from './read-ceilings';
import { createReadCountsInMemory, createReadCountsRepository } from './read-counts.repository';

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
    /**
     * An `onRequest` hook for the hottest reads (decision 107): counts the read against the
     * caller's user when `userOf` names one, else against the address, and answers 429 past a
     * ceiling. Fixed windows, one upsert per read (read-ceilings.ts).
     */
    limitReads: (
      ceilings: { perAddress: readonly LimitRule[]; perUser: readonly LimitRule[] },
      userOf: (request: FastifyRequest) => Promise<number | null>,
    ) => RequestHook;
  }
}

export interface LimitsPluginOptions {
  clock?: Clock;
  /** How often this process deletes events past their window; 0 never (tests). */
  purgeEveryMs?: number;
  /**
   * The signed-in user of a request past `requireUser`, for `limitPerUser`. Handed in by app.ts
   * (auth's `callerOf`) because auth counts its own attempts here: limits may not import auth.
   */
  userIdOf: (request: FastifyRequest) => number;
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
    await enforce(rule, `user:${options.userIdOf(request)}`);
  });

  const reads = createReadCeilings({
    // One process owns an embedded database, so it can count in memory (decision 123).
    counts:
      app.dbEngine === 'pglite' ? createReadCountsInMemory() : createReadCountsRepository(app.db),
    clock: options.clock ?? systemClock,
  });
  app.decorate('limitReads', (ceilings, userOf) => async (request) => {
    const userId = await userOf(request);
    const verdict =
      userId === null
        ? await reads.take(ceilings.perAddress, request.ip)
        : await reads.take(ceilings.perUser, `user:${userId}`);
    if (!verdict.allowed) throw refusal(verdict);
  });

  const purgeEveryMs = options.purgeEveryMs ?? 60_000;
  if (purgeEveryMs > 0) {
    const timer = setInterval(() => {
      limiter.purgeExpired().catch((error: unknown) => {
        app.log.warn({ err: error }, 'could not purge expired rate limit events');
      });
      reads.purgeEnded().catch((error: unknown) => {
        app.log.warn({ err: error }, 'could not purge ended read counts');
      });
    }, purgeEveryMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
});
