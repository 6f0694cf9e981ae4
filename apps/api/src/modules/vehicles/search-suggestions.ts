import { latestModelYear, SEARCH_LIMITS } from '@carmarket/shared/vehicle-search';
import {
  MAX_SUGGESTIONS,
  type Suggestion,
  type SuggestResponse,
} from '@carmarket/shared/vehicle-suggest';
import type { SearchRepository } from './search.repository';
import type { SuggestionCounts } from './search-suggestions.repository';
import {
  buildSuggestionIndex,
  labelKey,
  matchNames,
  readTyped,
  type Grade,
  type NameMatch,
  type SuggestionIndex,
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

/** Models whose years are offered for "aqua 20": the best matches, enough for a screen. */
const MAX_YEAR_MODELS = MAX_SUGGESTIONS;
/** How much a city's or fuel type's count is worth beside a make's or model's. */
const PLACE_AND_FUEL_WEIGHT = 0.5;

const indexes = new WeakMap<SearchRepository, Promise<SuggestionIndex>>();

/** The names to match, read once per repository on first use, as search's vocabulary is. */
function suggestionIndexOf(repository: SearchRepository): Promise<SuggestionIndex> {
  let index = indexes.get(repository);
  if (!index) {
    index = repository.vocabulary().then(buildSuggestionIndex);
    index.catch(() => indexes.delete(repository));
    indexes.set(repository, index);
  }
  return index;
}

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

function suggestionsOf(
  matches: NameMatch[],
  yearMatches: NameMatch[],
  counts: SuggestionCounts,
  index: SuggestionIndex,
  nameOf: (englishName: string) => string,
): Ranked[] {
  const label = (kind: NameMatch['kind'], id: number) => index.labels.get(labelKey(kind, id)) ?? '';
  const modelLabel = (match: NameMatch) =>
    `${label('make', match.makeId ?? 0)} ${label('model', match.id)}`.trim();
  const ranked: Ranked[] = [];
  for (const match of matches) {
    const count = counts[match.kind].get(match.id);
    if (count === undefined) continue;
    const { grade } = match;
    switch (match.kind) {
      case 'make':
        ranked.push({
          grade,
          suggestion: {
            kind: 'make',
            label: label('make', match.id),
            count,
            filter: { brands: [match.id] },
          },
        });
        break;
      case 'model':
        ranked.push({
          grade,
          suggestion: {
            kind: 'model',
            label: modelLabel(match),
            count,
            filter: { brands: [match.makeId ?? 0], models: [match.id] },
          },
        });
        break;
      case 'city':
        ranked.push({
          grade,
          suggestion: {
            kind: 'city',
            label: nameOf(label('city', match.id)),
            count,
            filter: { cityId: match.id },
          },
        });
        break;
      case 'fuelType':
        ranked.push({
          grade,
          suggestion: {
            kind: 'fuelType',
            label: nameOf(label('fuelType', match.id)),
            count,
            filter: { fuelTypes: [match.id] },
          },
        });
        break;
    }
  }
  for (const [key, count] of counts.modelYear) {
    const [modelId, yom] = key.split(':').map(Number) as [number, number];
    const match = yearMatches.find((candidate) => candidate.id === modelId);
    if (!match) continue;
    ranked.push({
      grade: match.grade,
      suggestion: {
        kind: 'modelYear',
        label: `${modelLabel(match)} ${yom}`,
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
  const ranked = suggestionsOf(matches, yearMatches, counts, index, nameOf).sort(rankOf);
  return { suggestions: ranked.slice(0, MAX_SUGGESTIONS).map((entry) => entry.suggestion) };
}
