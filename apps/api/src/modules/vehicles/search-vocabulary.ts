import { asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import {
  cities,
  conditions,
  fuelTypes,
  listingCounts,
  listingSearch,
  searchSynonyms,
  searchWords,
  transmissions,
  vehicleMakes,
  vehicleModels,
  vehicleTypes,
} from '@carmarket/db/schema';
import type { VocabularyKind, VocabularyName } from './search-criteria';

/**
 * The words search understands: the names a keyword may use, the model catalogue with its live
 * counts, and the ads' own words for typo correction (pg_trgm over search_words).
 */

const s = listingSearch;

export function createSearchVocabulary(db: Database) {
  return {
    /** The model catalogue (of some makes), with how many live ads each has now. */
    async models(
      now: Date,
      makeIds: number[] | undefined,
    ): Promise<Array<{ id: number; name: string; makeId: number; count: number }>> {
      const live = db
        .select({
          modelId: listingCounts.modelId,
          liveCount: sql<number>`sum(${listingCounts.count})`.as('live_count'),
        })
        .from(listingCounts)
        .groupBy(listingCounts.modelId)
        .as('live');
      const expired = db
        .select({ modelId: s.modelId, expiredCount: sql<number>`count(*)`.as('expired_count') })
        .from(s)
        .where(lte(s.expiresAt, now))
        .groupBy(s.modelId)
        .as('expired');
      const rows = await db
        .select({
          id: vehicleModels.id,
          name: vehicleModels.name,
          makeId: vehicleModels.makeId,
          count: sql<number>`(coalesce(${live.liveCount}, 0) - coalesce(${expired.expiredCount}, 0))::int`,
        })
        .from(vehicleModels)
        .leftJoin(live, eq(live.modelId, vehicleModels.id))
        .leftJoin(expired, eq(expired.modelId, vehicleModels.id))
        .where(makeIds?.length ? inArray(vehicleModels.makeId, makeIds) : undefined)
        .orderBy(asc(vehicleModels.name), asc(vehicleModels.id));
      return rows.map((row) => ({ ...row, count: Number(row.count) }));
    },

    /**
     * Every name a keyword may use: makes, models, cities, fuel types, gearboxes, conditions,
     * types, and their other names in Sinhala and Tamil script and English spellings
     * (search_synonyms, docs/decisions/120-search-in-three-scripts.md).
     */
    async vocabulary(): Promise<VocabularyName[]> {
      const lists = await Promise.all([
        db.select({ id: vehicleMakes.id, name: vehicleMakes.name }).from(vehicleMakes),
        db
          .select({ id: vehicleModels.id, name: vehicleModels.name, makeId: vehicleModels.makeId })
          .from(vehicleModels),
        db.select({ id: cities.id, name: cities.name }).from(cities),
        db.select({ id: fuelTypes.id, name: fuelTypes.name }).from(fuelTypes),
        db.select({ id: transmissions.id, name: transmissions.name }).from(transmissions),
        db.select({ id: conditions.id, name: conditions.name }).from(conditions),
        db.select({ id: vehicleTypes.id, name: vehicleTypes.name }).from(vehicleTypes),
      ]);
      const kinds: VocabularyKind[] = [
        'make',
        'model',
        'city',
        'fuelType',
        'transmission',
        'condition',
        'vehicleType',
      ];
      const names: VocabularyName[] = lists.flatMap((rows, index) =>
        rows.map((row) => ({ ...row, kind: kinds[index]! })),
      );
      const makeOfModel = new Map(lists[1].map((model) => [model.id, model.makeId]));
      const synonyms = await db
        .select({
          kind: searchSynonyms.kind,
          id: searchSynonyms.referenceId,
          name: searchSynonyms.synonym,
        })
        .from(searchSynonyms);
      for (const { kind, id, name } of synonyms) {
        if (kind !== 'model') names.push({ kind, id, name, synonym: true });
        // A synonym of a model that is no longer in the catalogue names nothing.
        else if (makeOfModel.has(id)) {
          names.push({ kind, id, name, makeId: makeOfModel.get(id)!, synonym: true });
        }
      }
      return names;
    },

    /**
     * The word of the ads closest to a misspelt one (pg_trgm similarity over search_words), or
     * the word itself when some ad has a word starting with it. Undefined when nothing is close.
     */
    async correctWord(word: string): Promise<string | undefined> {
      const [row] = await db
        .select({
          word: sql<string | null>`coalesce(
            (select ${word}::text where exists (
              select 1 from ${searchWords} where ${searchWords.word} like ${`${word}%`})),
            (select ${searchWords.word} from ${searchWords} where ${searchWords.word} % ${word}
              order by ${searchWords.word} <-> ${word} limit 1))`,
        })
        .from(sql`(select 1) as one`);
      return row?.word ?? undefined;
    },
  };
}
