import { sql } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { conditions as conditionNames, listingSearch, listingWords } from '@carmarket/db/schema';
import { rowsOf } from '@carmarket/db/seed/bulk-load';
import type { Lane } from './search-criteria';

/**
 * Where a search's words are, from `listing_words` (migration 0028,
 * docs/decisions/121-search-that-never-stalls.md), without reading an ad: which makes and models
 * can hold the matches (each word the start of a word of one of their ads; a single letter a
 * whole word), and bounds on how many match. Each word is normalised by the text configuration
 * the search's tsquery uses, so "merce" looks for words starting "merc", as
 * `to_tsquery('english', 'merce:*')` does. The counts include ads past their expiry that the
 * purge has not reached yet, so a lane is never missing and a count is never too low.
 */

/** A make and model (0: not in the catalogue) whose ads may match. */
export interface WordLane {
  makeId: number;
  modelId: number;
}

export interface WordPlaces {
  /** The makes and models (within the search's own) whose ads may match. */
  lanes: WordLane[];
  /** The conditions (new, unregistered, used) of those ads that may match. */
  conditionIds: number[];
  /** Whether some condition has no ad with the words. */
  someConditionsOnly: boolean;
  /** At most this many ads match: the rarest word's ads in those lanes, counted per word. */
  atMost: number;
  /**
   * For one word, at least this many live ads have it: the ads of the most common single word it
   * starts, less every ad past its expiry not purged yet. 0 for several words (or a word the text
   * configuration splits), whose ads may not meet.
   */
  atLeast: number;
  /** The same bounds for the ads with every word in their title, make or model. */
  title: { atMost: number; atLeast: number };
  /**
   * Each typed word as the words of the ads it starts (within the search's own makes and models),
   * or undefined for a word that starts more than `MAX_LEXEMES` of them; undefined for all when a
   * word is a stop word or splits in two. The text index finds a few words at once where a prefix
   * makes it gather every word it starts into a bitmap first: two common words within one make,
   * 57 → 17 ms at a million ads.
   */
  lexemes: Array<string[] | undefined> | undefined;
}

/** The most words of the ads a typed word is read as; a prefix starting more stays a prefix. */
const MAX_LEXEMES = 16;

/** The highest code point: a prefix's words sort between the prefix and the prefix + this. */
const LAST_CHARACTER = 0x10ffff;

/** The search's own makes and models over `found`'s columns; true for none. */
function chosenLanes(lanes: Lane[]) {
  const makeIds = lanes.flatMap((lane) => ('makeId' in lane ? [lane.makeId] : []));
  const modelIds = lanes.flatMap((lane) => ('modelId' in lane ? [lane.modelId] : []));
  if (lanes.length === 0) return sql`true`;
  const list = (ids: number[]) =>
    sql.join(
      ids.map((id) => sql`${id}::int`),
      sql`, `,
    );
  return sql`(${makeIds.length > 0 ? sql`in_range.make_id in (${list(makeIds)})` : sql`false`}
    or ${modelIds.length > 0 ? sql`in_range.model_id in (${list(modelIds)})` : sql`false`})`;
}

export function createSearchWordLanes(db: Database) {
  return {
    /**
     * Where the words' matches can be, within the search's own makes and models; undefined when
     * the words say nothing of it (every word a stop word): then no lane can be left out.
     */
    async wordPlaces(
      words: string[],
      within: Lane[] = [],
      now: Date = new Date(),
    ): Promise<WordPlaces | undefined> {
      if (words.length === 0) return undefined;
      const typed = sql.join(
        words.map((word, n) => sql`(${n}::int, ${word}::text, ${word.length === 1}::boolean)`),
        sql`, `,
      );
      const w = listingWords;
      const result = await db.execute(sql`
        with typed (n, word, whole) as (values ${typed}),
        wanted as (
          select typed.n, u.lexeme as first,
            case when typed.whole then u.lexeme else u.lexeme || chr(${LAST_CHARACTER}) end as last
          from typed cross join lateral unnest(to_tsvector('english', typed.word)) as u),
        found as (
          select * from (
            select wanted.n, ${w.lexeme} as lexeme, ${w.makeId} as make_id,
              ${w.modelId} as model_id, ${w.conditionId} as condition_id, ${w.count} as count,
              ${w.inTitle} as in_title
            from wanted join ${w} on ${w.lexeme} >= wanted.first and ${w.lexeme} <= wanted.last
            where ${w.count} > 0
            -- A fence: the search's makes or models are not pushed into the scan, where the
            -- planner would read the whole table for them instead of each word's key range.
            offset 0) as in_range
          where ${chosenLanes(within)}),
        required as (select count(distinct n) as n from wanted),
        expired as (select count(*) as n from ${listingSearch}
          where ${listingSearch.expiresAt} <= ${now.toISOString()}::timestamptz),
        lanes as (
          select make_id, model_id, condition_id from found group by 1, 2, 3
          having count(distinct n) = (select n from required))
        select (select n from required)::int as required,
          (select count(*) from wanted)::int as lexemes,
          coalesce((select json_agg(distinct jsonb_build_array(make_id, model_id)) from lanes),
            '[]'::json) as lanes,
          coalesce((select json_agg(distinct condition_id) from lanes), '[]'::json) as conditions,
          (select count(distinct condition_id) from lanes)
            < (select count(*) from ${conditionNames}) as "someConditionsOnly",
          coalesce((select min(total) from (select n, sum(count) as total from found
            where (make_id, model_id, condition_id) in (select * from lanes)
            group by n) as per_word), 0)::bigint as "atMost",
          (coalesce((select max(total) from (select lexeme, sum(count) as total from found
            group by lexeme) as per_lexeme), 0) - (select n from expired))::bigint as "atLeast",
          coalesce((select min(total) from (select n, sum(in_title) as total from found
            group by n) as per_word), 0)::bigint as "titleAtMost",
          (coalesce((select max(total) from (select lexeme, sum(in_title) as total from found
            group by lexeme) as per_lexeme), 0) - (select n from expired))::bigint
            as "titleAtLeast",
          coalesce((select json_agg(json_build_array(n, lexemes)) from (
            select n, case when count(distinct lexeme) <= ${MAX_LEXEMES}
              then array_agg(distinct lexeme) end as lexemes
            from found group by n) as per_word), '[]'::json) as "wordLexemes"`);
      const [row] = rowsOf<{
        required: number;
        lexemes: number;
        lanes: Array<[number, number]> | string;
        conditions: number[] | string;
        someConditionsOnly: boolean;
        atMost: number | string;
        atLeast: number | string;
        titleAtMost: number | string;
        titleAtLeast: number | string;
        wordLexemes: Array<[number, string[] | null]> | string;
      }>(result);
      if (!row || Number(row.required) === 0) return undefined;
      const lanes: Array<[number, number]> =
        typeof row.lanes === 'string' ? JSON.parse(row.lanes) : row.lanes;
      const conditions: number[] =
        typeof row.conditions === 'string' ? JSON.parse(row.conditions) : row.conditions;
      const wordLexemes: Array<[number, string[] | null]> =
        typeof row.wordLexemes === 'string' ? JSON.parse(row.wordLexemes) : row.wordLexemes;
      const byWord = new Map(wordLexemes.map(([n, lexemes]) => [Number(n), lexemes ?? undefined]));
      // Every word one word of the text configuration, so each reads as the words it starts.
      const oneEach = Number(row.required) === words.length && Number(row.lexemes) === words.length;
      return {
        lanes: lanes.map(([makeId, modelId]) => ({ makeId, modelId })),
        conditionIds: conditions.map(Number).sort((a, b) => a - b),
        someConditionsOnly: row.someConditionsOnly === true,
        atMost: Number(row.atMost),
        atLeast: Number(row.lexemes) === 1 ? Number(row.atLeast) : 0,
        title: {
          atMost: Number(row.titleAtMost),
          atLeast: Number(row.lexemes) === 1 ? Number(row.titleAtLeast) : 0,
        },
        lexemes: oneEach ? words.map((_, n) => (byWord.has(n) ? byWord.get(n) : [])) : undefined,
      };
    },
  };
}
