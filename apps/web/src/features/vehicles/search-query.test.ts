import { SearchQuerySchema, type SearchQueryInput } from '@carmarket/shared/vehicle-search';
import { describe, expect, it } from 'vitest';
import { parseSearchQuery } from './search-query';

// The hand-written reader must say what the API's schema says: SearchQuerySchema is the source
// of truth here, the reader is checked against it.

type Input = Partial<Record<keyof SearchQueryInput, string>>;

const NAMES = Object.keys(SearchQuerySchema.shape) as (keyof SearchQueryInput)[];

const manyIds = (count: number) => Array.from({ length: count }, (_, i) => i + 1).join(',');

const TEXTS = [
  '',
  ' ',
  '\t',
  '0',
  '00',
  '1',
  '01',
  '2',
  '4',
  '5',
  '-1',
  '+1',
  '1.5',
  '1.50',
  '1.555',
  '.5',
  '5.',
  '1e3',
  '0x10',
  ' 12 ',
  '\t7\n',
  '12 000',
  '5,000',
  '833',
  '834',
  '999999999',
  '1000000000',
  '9999999',
  '10000000',
  '9999999999.99',
  '10000000000',
  '1949',
  '1950',
  '2016',
  String(new Date().getFullYear() + 1),
  String(new Date().getFullYear() + 2),
  '20160',
  '1,2',
  '3,7,3',
  '1,,2',
  ',1',
  '1,',
  '0,1',
  '1, 2',
  manyIds(50),
  manyIds(51),
  `${manyIds(50)},1`,
  '1234567890',
  'abc',
  'Toyota Aqua',
  'x'.repeat(100),
  'x'.repeat(101),
  ` ${'x'.repeat(100)} `,
  'a\u0000b',
  'a\tb',
  'a\u007fb',
  '\ud800',
  '😀',
  '１２',
  'true',
  'false',
  ' true ',
  'TRUE',
  'yes',
  // Issue 37's days: listedWithinDays takes 1, 3, 7, 14 or 30; confirmedWithinDays 7.
  '3',
  '7',
  ' 7 ',
  '07',
  '14',
  '30',
  '31',
  // Issue 38: registration takes registered or unregistered; townId an id, 0 for all towns.
  'registered',
  'unregistered',
  ' unregistered ',
  'Unregistered',
  'recon',
];

function bySchema(input: Input) {
  const parsed = SearchQuerySchema.safeParse(input);
  return parsed.success
    ? { success: true as const, data: parsed.data }
    : {
        success: false as const,
        issues: parsed.error.issues.map(({ path, message }) => ({ path, message })),
      };
}

/** A fixed sequence, so a failure can be repeated. */
function* pseudoRandom(seed: number) {
  let state = seed;
  for (;;) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    yield state / 2 ** 31;
  }
}

describe('parseSearchQuery agrees with SearchQuerySchema', () => {
  it.each(NAMES)('on every text of %s alone', (name) => {
    for (const text of TEXTS) {
      expect({ text, ...parseSearchQuery({ [name]: text }) }).toEqual({
        text,
        ...bySchema({ [name]: text }),
      });
    }
  });

  it('on ranges whose ends are each valid', () => {
    const ends = {
      min: ['0', '5', '5.5', '1000', '9999999999.99', ''],
      yomMin: ['1950', '2000', '2016', ''],
      mileageMin: ['0', '10', '5000', '9999999', ''],
    };
    const pairs = [
      ['min', 'max'],
      ['yomMin', 'yomMax'],
      ['mileageMin', 'mileageMax'],
    ] as const;
    for (const [low, high] of pairs) {
      for (const from of ends[low]) {
        for (const to of ends[low]) {
          const input = { [low]: from, [high]: to };
          expect({ input, ...parseSearchQuery(input) }).toEqual({ input, ...bySchema(input) });
        }
      }
    }
  });

  it('on whole addresses: the same answer, values and first sentence', () => {
    const random = pseudoRandom(17);
    const next = () => random.next().value as number;
    for (let round = 0; round < 3000; round += 1) {
      const input: Input = {};
      for (const name of NAMES) {
        if (next() < 0.3) input[name] = TEXTS[Math.floor(next() * TEXTS.length)] ?? '';
      }
      const mine = parseSearchQuery(input);
      const schema = bySchema(input);
      expect({ input, success: mine.success }).toEqual({ input, success: schema.success });
      if (mine.success && schema.success) expect(mine.data).toEqual(schema.data);
      if (!mine.success && !schema.success) {
        expect({ input, first: mine.issues[0] }).toEqual({ input, first: schema.issues[0] });
      }
    }
  });

  it('on whole addresses whose parameters are each valid: every sentence', () => {
    const validTexts = new Map(
      NAMES.map((name) => [
        name,
        TEXTS.filter((text) => SearchQuerySchema.safeParse({ [name]: text }).success),
      ]),
    );
    const random = pseudoRandom(91);
    const next = () => random.next().value as number;
    for (let round = 0; round < 1000; round += 1) {
      const input: Input = {};
      for (const name of NAMES) {
        const texts = validTexts.get(name) ?? [];
        if (next() < 0.4) input[name] = texts[Math.floor(next() * texts.length)] ?? '';
      }
      expect({ input, ...parseSearchQuery(input) }).toEqual({ input, ...bySchema(input) });
    }
  });
});
