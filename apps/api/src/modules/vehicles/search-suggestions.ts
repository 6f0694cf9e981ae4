import { latestModelYear, SEARCH_LIMITS } from '@carmarket/shared/vehicle-search';
import {
  MAX_SUGGESTIONS,
  type Suggestion,
  type SuggestResponse,
} from '@carmarket/shared/vehicle-suggest';
import type { SearchRepository } from './search.repository';
import { builtOncePerRepository } from './search-matches';
import type { SuggestionCounts } from './search-suggestions.repository';
import {
  buildSuggestionIndex,
  labelKey,
  matchNames,
  readTyped,
  type Grade,
  type NameMatch,
} from './suggestion-matching';

/**
 * GET /api/vehicles/suggest: what the search box offers as the buyer types. Names are matched in
 * memory (suggestion-matching.ts); their live counts are one statement; things without live ads
 * are left out.
 *
 * Order: the whole name typed first, then names the text starts, then names one slip away; within
 * each, by live count, where a city or fuel type must have more than twice the ads of a make or
 * model to come before it (the box is mostly used for makes and models; a city or fuel type
 * that most ads share still comes first).
 */

/**
 * Models whose years are counted for "aqua 20" or "toyota 2016": the best matches, all of a big
 * make's models (the count statement reads only the years that have ads).
 */
const MAX_YEAR_MODELS = 60;
/** How much a city's or fuel type's count is worth beside a make's or model's. */
const PLACE_AND_FUEL_WEIGHT = 0.5;

/** The names to match, built once per repository from the names search reads. */
const suggestionIndexOf = builtOncePerRepository(buildSuggestionIndex);

interface Ranked {
  suggestion: Suggestion;
  grade: Grade;
}

function rankOf(a: Ranked, b: Ranked): number {
  if (a.grade !== b.grade) return a.grade - b.grade;
  const weight = (r: Ranked) =>
    r.suggestion.count *
    (r.suggestion.kind === 'city' || r.suggestion.kind === 'fuelType' ? PLACE_AND_FUEL_WEIGHT : 1);
  return weight(b) - weight(a) || a.suggestion.label.localeCompare(b.suggestion.label);
}

/** How suggestions are written: names from the index, cities and fuel types translated. */
interface Labels {
  of: (kind: NameMatch['kind'], id: number) => string;
  /** "Toyota Aqua": a model with its make. */
  model: (match: NameMatch) => string;
  nameOf: (englishName: string) => string;
}

function suggestionOf(match: NameMatch, count: number, labels: Labels): Suggestion {
  const { id } = match;
  switch (match.kind) {
    case 'make':
      return { kind: 'make', label: labels.of('make', id), count, filter: { brands: [id] } };
    case 'model':
      return {
        kind: 'model',
        label: labels.model(match),
        count,
        filter: { brands: [match.makeId ?? 0], models: [id] },
      };
    case 'city':
      return {
        kind: 'city',
        label: labels.nameOf(labels.of('city', id)),
        count,
        filter: { cityId: id },
      };
    case 'fuelType':
      return {
        kind: 'fuelType',
        label: labels.nameOf(labels.of('fuelType', id)),
        count,
        filter: { fuelTypes: [id] },
      };
  }
}

/** The matches that have live ads, and the years of the year matches that have some. */
function suggestionsOf(
  matches: NameMatch[],
  yearMatches: NameMatch[],
  counts: SuggestionCounts,
  labels: Labels,
): Ranked[] {
  const ranked: Ranked[] = [];
  for (const match of matches) {
    const count = counts[match.kind].get(match.id);
    if (count !== undefined)
      ranked.push({ grade: match.grade, suggestion: suggestionOf(match, count, labels) });
  }
  for (const [key, count] of counts.modelYear) {
    const [modelId, yom] = key.split(':').map(Number) as [number, number];
    const match = yearMatches.find((candidate) => candidate.id === modelId);
    if (!match) continue;
    ranked.push({
      grade: match.grade,
      suggestion: {
        kind: 'modelYear',
        label: `${labels.model(match)} ${yom}`,
        count,
        filter: { brands: [match.makeId ?? 0], models: [modelId], yomMin: yom, yomMax: yom },
      },
    });
  }
  return ranked;
}

export async function suggestSearches(options: {
  repository: SearchRepository;
  text: string | undefined;
  /** A city's or fuel type's English name in the request's language (makes and models stay). */
  nameOf: (englishName: string) => string;
  now?: Date;
}): Promise<SuggestResponse> {
  const { repository, nameOf } = options;
  const now = options.now ?? new Date();
  const typed = readTyped(options.text, SEARCH_LIMITS.minYear, latestModelYear(now));
  if (!typed) return { suggestions: [] };
  const index = await suggestionIndexOf(repository);
  const matches = matchNames(index, typed.words);
  const yearMatches = typed.years
    ? matchNames(index, typed.years.nameWords)
        .filter((match) => match.kind === 'model')
        .sort((a, b) => a.grade - b.grade)
        .slice(0, MAX_YEAR_MODELS)
    : [];
  if (matches.length === 0 && yearMatches.length === 0) return { suggestions: [] };
  const idsOf = (kind: NameMatch['kind']) =>
    matches.filter((match) => match.kind === kind).map((match) => match.id);
  const counts = await repository.liveCounts(now, {
    makeIds: idsOf('make'),
    modelIds: idsOf('model'),
    cityIds: idsOf('city'),
    fuelTypeIds: idsOf('fuelType'),
    ...(typed.years && {
      modelYears: {
        modelIds: yearMatches.map((match) => match.id),
        min: typed.years.min,
        max: typed.years.max,
      },
    }),
  });
  const of = (kind: NameMatch['kind'], id: number) => index.labels.get(labelKey(kind, id)) ?? '';
  const labels: Labels = {
    of,
    model: (match) => `${of('make', match.makeId ?? 0)} ${of('model', match.id)}`.trim(),
    nameOf,
  };
  const ranked = suggestionsOf(matches, yearMatches, counts, labels).sort(rankOf);
  return { suggestions: ranked.slice(0, MAX_SUGGESTIONS).map((entry) => entry.suggestion) };
}
