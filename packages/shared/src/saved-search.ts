import { z } from 'zod';
import { BODY_NOT_AN_OBJECT } from './errors';
import { SAVED_SEARCH_LIMITS } from './saved-search-limits';
import { singleLineText } from './text';
import { SearchQuerySchema, type SearchQuery, type SearchQueryInput } from './vehicle-search';
import { zodSentence } from './i18n/message';
import { msg } from './i18n/translate';

/**
 * Saved searches (api.md: GET/POST /api/me/saved-searches, PATCH/DELETE …/:id). A saved search is
 * a search of GET /api/vehicles/search by its own parameter names, kept with a name and how often
 * its owner wants e-mail about new matches (docs/decisions/082-saved-searches-and-alerts.md).
 */

export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily'] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];

export { SAVED_SEARCH_LIMITS };

/** Parameters of the search call that a saved search keeps; `page` is not one (dropped). */
export type SavedSearchParamName = Exclude<keyof SearchQueryInput, 'page'>;

export const SAVED_SEARCH_MESSAGES = {
  tooMany: msg('You can save up to 20 searches. Delete one to save another.'),
  notFound: msg('We could not find that saved search.'),
  nameMissing: msg('Give the search a name.'),
  nameTooLong: msg('The name can be at most 60 characters.'),
  frequency: msg('Frequency must be instant or daily.'),
  paramsNotAnObject: msg(
    'The search parameters must be an object of the search’s names and values.',
  ),
  /** The issue for names that are no search parameter: `context.addIssue({ code, ...this })`. */
  unknownParam: (names: string[]) =>
    zodSentence(
      msg(
        '{count, plural, one {{names} is not a search parameter.} other {{names} are not search parameters.}}',
      ),
      { count: names.length, names: names.map((name) => `“${name}”`).join(', ') },
    ),
  nothingToChange: msg('Nothing to change: give a name, a frequency, params or seen.'),
  seenOnlyTrue: msg('seen can only be true: it marks the search’s matches as seen.'),
  saved: msg('Search saved.'),
} as const;

const PARAM_NAMES = Object.keys(SearchQuerySchema.shape).filter((name) => name !== 'page');

/**
 * A JSON value as the search's query string would carry it: a number is its text, a list of ids
 * is comma-separated. Anything else is left for the search schema to refuse with its sentence.
 */
function asQueryText(value: unknown): unknown {
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'number')) {
    return value.join(',');
  }
  return value;
}

/**
 * The parameters of a saved search: the search call's names and its rules, word for word. An
 * unknown name is refused by name; `page` is dropped, since a saved search is the whole search.
 */
export const SavedSearchParamsSchema = z
  .record(z.string(), z.unknown(), { error: SAVED_SEARCH_MESSAGES.paramsNotAnObject })
  .superRefine((params, context) => {
    const unknown = Object.keys(params).filter(
      (name) => name !== 'page' && !PARAM_NAMES.includes(name),
    );
    if (unknown.length > 0) {
      context.addIssue({ code: 'custom', ...SAVED_SEARCH_MESSAGES.unknownParam(unknown) });
    }
  })
  .transform((params) => {
    const text: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(params)) {
      if (name !== 'page') text[name] = asQueryText(value);
    }
    return text;
  })
  .pipe(SearchQuerySchema)
  .transform(toSavedSearchParams);

/** A saved search's parameters as the search call's query string takes them. */
export type SavedSearchParams = Partial<Record<SavedSearchParamName, string>>;

/** The canonical text of a parsed search: what is stored, answered, and put in a search URL. */
export function toSavedSearchParams(query: SearchQuery): SavedSearchParams {
  const params: SavedSearchParams = {};
  const set = (name: SavedSearchParamName, value: number | string | number[] | undefined) => {
    if (value === undefined) return;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text !== '') params[name] = text;
  };
  set('query', query.query?.trim());
  if (query.sort !== undefined && query.sort !== 0) set('sort', query.sort);
  set('min', query.min);
  set('max', query.max);
  set('brands', query.brands);
  set('models', query.models);
  set('conditions', query.conditions);
  set('fuelTypes', query.fuelTypes);
  set('vehicleTypes', query.vehicleTypes);
  set('transmissions', query.transmissions);
  set('cityId', query.cityId);
  set('yomMin', query.yomMin);
  set('yomMax', query.yomMax);
  set('mileageMin', query.mileageMin);
  set('mileageMax', query.mileageMax);
  // "Verified sellers" (issue 36): kept only when on, as the page writes it in its address.
  if (query.verifiedOnly) set('verifiedOnly', 'true');
  // Issue 37: "Listed in the last …" and "Confirmed this week".
  set('listedWithinDays', query.listedWithinDays);
  set('confirmedWithinDays', query.confirmedWithinDays);
  return params;
}

const NameSchema = singleLineText({
  label: msg('The name'),
  error: SAVED_SEARCH_MESSAGES.nameMissing,
})
  .min(1, SAVED_SEARCH_MESSAGES.nameMissing)
  .max(SAVED_SEARCH_LIMITS.nameLength, SAVED_SEARCH_MESSAGES.nameTooLong);

const FrequencySchema = z.enum(SAVED_SEARCH_FREQUENCIES, {
  error: SAVED_SEARCH_MESSAGES.frequency,
});

/** POST /api/me/saved-searches. */
export const CreateSavedSearchSchema = z.object(
  { name: NameSchema, frequency: FrequencySchema, params: SavedSearchParamsSchema },
  { error: BODY_NOT_AN_OBJECT },
);
export type CreateSavedSearchInput = z.input<typeof CreateSavedSearchSchema>;
export type CreateSavedSearch = z.output<typeof CreateSavedSearchSchema>;

/**
 * PATCH /api/me/saved-searches/:id: rename, change the frequency or the filters, or mark the
 * matches seen (`seen: true`, sent when the owner opens the search).
 */
export const UpdateSavedSearchSchema = z
  .object(
    {
      name: NameSchema.optional(),
      frequency: FrequencySchema.optional(),
      params: SavedSearchParamsSchema.optional(),
      seen: z.literal(true, { error: SAVED_SEARCH_MESSAGES.seenOnlyTrue }).optional(),
    },
    { error: BODY_NOT_AN_OBJECT },
  )
  .refine(
    (body) =>
      body.name !== undefined ||
      body.frequency !== undefined ||
      body.params !== undefined ||
      body.seen !== undefined,
    { message: SAVED_SEARCH_MESSAGES.nothingToChange },
  );
export type UpdateSavedSearchInput = z.input<typeof UpdateSavedSearchSchema>;

export const SavedSearchIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: SAVED_SEARCH_MESSAGES.notFound })
    .int(SAVED_SEARCH_MESSAGES.notFound)
    .min(1, SAVED_SEARCH_MESSAGES.notFound)
    .max(2_147_483_647, SAVED_SEARCH_MESSAGES.notFound),
});

const SavedSearchParamsOutSchema = z.partialRecord(
  z.enum(PARAM_NAMES as [SavedSearchParamName, ...SavedSearchParamName[]]),
  z.string(),
);

export const SavedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  frequency: z.enum(SAVED_SEARCH_FREQUENCIES),
  params: SavedSearchParamsOutSchema,
  /**
   * Live ads of this search that went live since its owner last opened it, not their own;
   * counted up to `SAVED_SEARCH_LIMITS.newMatchesCap` (that number means "at least").
   */
  newMatches: z.number().int(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;

/** GET /api/me/saved-searches: newest first. */
export const SavedSearchesResponseSchema = z.object({ savedSearches: z.array(SavedSearchSchema) });
export type SavedSearchesResponse = z.infer<typeof SavedSearchesResponseSchema>;

export const SavedSearchCreatedSchema = z.object({ id: z.number().int() });
export type SavedSearchCreated = z.infer<typeof SavedSearchCreatedSchema>;
