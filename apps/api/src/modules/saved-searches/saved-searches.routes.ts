import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateSavedSearchSchema,
  SavedSearchCreatedSchema,
  SavedSearchesResponseSchema,
  SavedSearchIdParamsSchema,
  UpdateSavedSearchSchema,
} from '@carmarket/shared/saved-search';
import { systemClock, type Clock } from '../../lib/clock';
import { errorResponses, NoContentSchema } from '../../lib/route-responses';
import { operationsOf } from '../../lib/route-docs';
import { callerOf } from '../auth/caller';
import { LIMITS } from '../limits/limit-rules';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  updateSavedSearch,
} from './saved-searches.service';

const errors = errorResponses(400, 401, 403, 404, 429, 500);
const operation = operationsOf('saved-searches', 'signed-in');

export interface SavedSearchesRoutesOptions {
  /** When a search is saved or seen: alerts count matches from then, on the app's clock. */
  clock?: Clock;
}

/** A signed-in user's saved searches (api.md; decision 082). */
export const savedSearchesRoutes: FastifyPluginAsyncZod<SavedSearchesRoutesOptions> = async (
  app,
  options,
) => {
  const clock = options.clock ?? systemClock;
  const deps = { savedSearches: app.repos.savedSearches, search: app.repos.search };
  const writes = [app.requireUser, app.limitPerUser(LIMITS.savedSearchWrites)];

  app.get(
    '/me/saved-searches',
    {
      onRequest: app.requireUser,
      schema: {
        ...operation('List your saved searches'),
        response: { 200: SavedSearchesResponseSchema, ...errors },
      },
    },
    async (request) => listSavedSearches({ deps, userId: callerOf(request).userId, now: clock() }),
  );

  app.post(
    '/me/saved-searches',
    {
      preHandler: writes,
      schema: {
        ...operation('Save a search'),
        body: CreateSavedSearchSchema,
        response: { 201: SavedSearchCreatedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createSavedSearch({
        deps,
        userId: callerOf(request).userId,
        input: request.body,
        now: clock(),
      });
      return reply.code(201).send(created);
    },
  );

  app.patch(
    '/me/saved-searches/:id',
    {
      preHandler: writes,
      schema: {
        ...operation('Rename a saved search or switch its alerts'),
        params: SavedSearchIdParamsSchema,
        body: UpdateSavedSearchSchema,
        response: { 204: NoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await updateSavedSearch({
        deps,
        userId: callerOf(request).userId,
        id: request.params.id,
        changes: request.body,
        now: clock(),
      });
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/me/saved-searches/:id',
    {
      preHandler: writes,
      schema: {
        ...operation('Delete a saved search'),
        params: SavedSearchIdParamsSchema,
        response: { 204: NoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await deleteSavedSearch({ deps, userId: callerOf(request).userId, id: request.params.id });
      return reply.code(204).send(null);
    },
  );
};
