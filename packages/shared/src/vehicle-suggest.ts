import { z } from 'zod';
import { SearchKeywordSchema } from './vehicle-search';

/**
 * GET /api/vehicles/suggest (api.md): what the search box offers while the buyer types. Each
 * suggestion's `filter` uses the names of the search's own query fields, so choosing one is a
 * search with those filters and no text.
 */

/** At most this many suggestions: a list a thumb can scan on a phone. */
export const MAX_SUGGESTIONS = 8;

/** `q`: the text typed so far, read and refused exactly as the search's `query`. */
export const SuggestQuerySchema = z.object({ q: SearchKeywordSchema });
export type SuggestQueryInput = z.input<typeof SuggestQuerySchema>;
export type SuggestQuery = z.output<typeof SuggestQuerySchema>;

export const SUGGESTION_KINDS = ['make', 'model', 'modelYear', 'city', 'fuelType'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

/** The search a suggestion stands for, in SearchQuery's field names. */
export const SuggestionFilterSchema = z.object({
  brands: z.array(z.number().int()).optional(),
  models: z.array(z.number().int()).optional(),
  yomMin: z.number().int().optional(),
  yomMax: z.number().int().optional(),
  cityId: z.number().int().optional(),
  fuelTypes: z.array(z.number().int()).optional(),
});
export type SuggestionFilter = z.infer<typeof SuggestionFilterSchema>;

export const SuggestionSchema = z.object({
  kind: z.enum(SUGGESTION_KINDS),
  /** "Toyota", "Toyota Aqua", "Toyota Aqua 2016"; a city or fuel type in the request's language. */
  label: z.string(),
  /** Live ads a search with `filter` finds now: the search's `carsCount`. */
  count: z.number().int().nonnegative(),
  filter: SuggestionFilterSchema,
});
export type Suggestion = z.infer<typeof SuggestionSchema>;

export const SuggestResponseSchema = z.object({
  suggestions: z.array(SuggestionSchema).max(MAX_SUGGESTIONS),
});
export type SuggestResponse = z.infer<typeof SuggestResponseSchema>;
