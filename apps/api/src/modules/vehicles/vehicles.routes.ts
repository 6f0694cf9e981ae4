import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@carmarket/shared/errors';
import { VehicleDetailSchema, VehicleIdParamsSchema } from '@carmarket/shared/vehicle-detail';
import {
  CarsResponseSchema,
  HomeListingsResponseSchema,
  ModelsQuerySchema,
  ModelsResponseSchema,
  NearbySearchesResponseSchema,
  SearchQuerySchema,
  SearchResponseSchema,
} from '@carmarket/shared/vehicle-search';
import { CompareQuerySchema } from '@carmarket/shared/compare-query';
import { CompareResponseSchema } from '@carmarket/shared/market-insights';
import { SuggestQuerySchema, SuggestResponseSchema } from '@carmarket/shared/vehicle-suggest';
import { translatorFor } from '../../i18n';
import { requestLanguage, varyByLanguage } from '../../i18n/request-language';
import { errorResponses } from '../../lib/route-responses';
import { operationsOf } from '../../lib/route-docs';
import type { LimitRule } from '../limits/rate-limiter';
import { vocabularyOf } from './search-matches';
import { listModels, searchVehicles, type SearchObserver } from './search.service';
import { nearbySearches } from './search-nearby';
import { suggestSearches } from './search-suggestions';
import {
  compareVehicles,
  getVehicleDetail,
  listSimilarVehicles,
  loadHomeListings,
} from './vehicles.service';

export interface VehiclesRoutesOptions {
  /** How often the search rows of expired ads are removed (every read skips them anyway). */
  purgeEveryMs?: number;
  /** Detail and search answers per address and per user (decision 107). */
  readCeilings: ReadCeilings;
  /** Search suggestions, one per key press: counted apart, with ceilings of their own. */
  suggestionCeilings: ReadCeilings;
  /** Told each search's plan and time (the metrics, decision 125). */
  onSearched?: SearchObserver;
}

type ReadCeilings = { perAddress: readonly LimitRule[]; perUser: readonly LimitRule[] };

const failures = errorResponses(400, 403, 404, 500);
const operation = operationsOf('vehicles');
/** The ad routes also answer 410 for an ad that was sold or has ended. */
const adFailures = errorResponses(400, 403, 404, 410, 500);
/** Detail and search also answer 429 past a read ceiling. */
const limitedFailures = errorResponses(400, 403, 404, 429, 500);
const limitedAdFailures = errorResponses(400, 403, 404, 410, 429, 500);

export const vehiclesRoutes: FastifyPluginAsyncZod<VehiclesRoutesOptions> = async (
  app,
  options,
) => {
  const repository = app.repos.vehicles;
  const search = app.repos.search;
  const publicUrl = (key: string) => app.media.publicUrl(key);

  // The names a keyword may use: read once, on first use (search-matches.ts).
  const loadVocabulary = () => vocabularyOf(search);

  // A scraper's burst is refused before any work (decision 107): counted per signed-in user,
  // else per address, in one upsert. The token is only checked by its signature here.
  const limitReads = app.limitReads(options.readCeilings, (request) => app.claimedUserId(request));
  const limitSuggestions = app.limitReads(options.suggestionCeilings, (request) =>
    app.claimedUserId(request),
  );

  // Expired ads leave every answer at their expiry (each read checks it); their search rows are
  // removed now and then so the count table stays close and the indexes small.
  const purgeEveryMs = options.purgeEveryMs ?? 60_000;
  if (purgeEveryMs > 0) {
    const timer = setInterval(() => {
      search.purgeExpired(new Date()).catch((error: unknown) => {
        app.log.warn({ err: error }, 'could not purge expired ads from search');
      });
    }, purgeEveryMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  app.get(
    '/vehicles/search',
    {
      onRequest: limitReads,
      schema: {
        ...operation('Search live ads: filters, keyword, sort and page'),
        querystring: SearchQuerySchema,
        response: { 200: SearchResponseSchema, ...limitedFailures },
      },
    },
    async (request) =>
      searchVehicles({
        repository: search,
        vocabulary: await loadVocabulary(),
        publicUrl,
        query: request.query,
        onSearched: options.onSearched,
      }),
  );

  app.get(
    '/vehicles/search/nearby',
    {
      onRequest: limitReads,
      schema: {
        ...operation('The same search with one filter left out, for those that have cars'),
        querystring: SearchQuerySchema,
        response: { 200: NearbySearchesResponseSchema, ...limitedFailures },
      },
    },
    async (request) =>
      nearbySearches({
        repository: search,
        vocabulary: await loadVocabulary(),
        query: request.query,
      }),
  );

  app.get(
    '/vehicles/suggest',
    {
      onRequest: limitSuggestions,
      schema: {
        ...operation('Suggest makes, models, years, cities and fuel types as the buyer types'),
        querystring: SuggestQuerySchema,
        response: { 200: SuggestResponseSchema, ...limitedFailures },
      },
    },
    async (request, reply) => {
      // City and fuel-type names are written in the caller's language.
      varyByLanguage(reply);
      const translator = translatorFor(requestLanguage(request));
      return suggestSearches({
        repository: search,
        text: request.query.q,
        nameOf: (name) => translator.t(name),
      });
    },
  );

  app.get(
    '/vehicles/models',
    {
      schema: {
        ...operation('List the models of one or more makes'),
        querystring: ModelsQuerySchema,
        response: { 200: ModelsResponseSchema, ...failures },
      },
    },
    async (request) => listModels({ repository: search, brands: request.query.brands }),
  );

  app.get(
    '/vehicles/home',
    {
      schema: {
        ...operation('Read the home page’s lists'),
        response: { 200: HomeListingsResponseSchema, 500: ErrorResponseSchema },
      },
    },
    async () => loadHomeListings({ search, publicUrl }),
  );

  app.get(
    '/vehicles/compare',
    {
      onRequest: limitReads,
      schema: {
        ...operation('Compare up to 3 cars side by side'),
        querystring: CompareQuerySchema,
        response: { 200: CompareResponseSchema, ...limitedFailures },
      },
    },
    async (request, reply) => {
      // The sentence is written in the caller's language.
      varyByLanguage(reply);
      const answer = await compareVehicles({ repository, publicUrl, ids: request.query.ids });
      const translator = translatorFor(requestLanguage(request));
      return { ...answer, message: answer.message === null ? null : translator.t(answer.message) };
    },
  );

  app.get(
    '/vehicles/:id',
    {
      onRequest: limitReads,
      // Anyone may ask; a signed-in owner or staff member also sees ads that are not live.
      preHandler: app.identifyUser,
      schema: {
        ...operation('Read a car’s page', 'optional-sign-in'),
        params: VehicleIdParamsSchema,
        response: { 200: VehicleDetailSchema, ...limitedAdFailures },
      },
    },
    async (request, reply) => {
      // Sellers and staff may see ads that are not live, so the answer is never shared.
      reply.header('cache-control', 'private, no-cache');
      const { caller } = request;
      return getVehicleDetail({
        repository,
        publicUrl,
        id: request.params.id,
        viewer: caller ? { userId: caller.userId, isStaff: caller.isStaff } : null,
      });
    },
  );

  app.get(
    '/vehicles/:id/similar',
    {
      schema: {
        ...operation('List cars like this one'),
        params: VehicleIdParamsSchema,
        response: { 200: CarsResponseSchema, ...adFailures },
      },
    },
    async (request) =>
      listSimilarVehicles({ repository, search, publicUrl, id: request.params.id }),
  );
};
