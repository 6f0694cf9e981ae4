import { SearchQuerySchema } from '@carmarket/shared/vehicle-search';
import { describe, expect, it } from 'vitest';
import { buildVocabulary, criteriaOf, keywordWords, readKeyword } from './search-criteria';

const vocabulary = buildVocabulary([
  { kind: 'make', id: 1, name: 'Toyota' },
  { kind: 'make', id: 2, name: 'Honda' },
  { kind: 'make', id: 3, name: 'Mercedes-Benz' },
  { kind: 'model', id: 10, name: 'Aqua', makeId: 1 },
  { kind: 'model', id: 11, name: 'Land Cruiser Prado', makeId: 1 },
  { kind: 'model', id: 12, name: 'Land Cruiser', makeId: 1 },
  { kind: 'model', id: 13, name: 'C-HR', makeId: 1 },
  { kind: 'model', id: 20, name: 'Vezel', makeId: 2 },
  { kind: 'city', id: 5, name: 'Kandy' },
  { kind: 'fuelType', id: 7, name: 'Hybrid' },
  { kind: 'condition', id: 8, name: 'Brand New' },
  { kind: 'model', id: 14, name: 'Lancer', makeId: 4 },
  // Other names (search_synonyms), in Sinhala and Tamil script and English spellings.
  { kind: 'make', id: 1, name: 'ටොයොටා', synonym: true },
  { kind: 'make', id: 1, name: 'டொயோட்டா', synonym: true },
  { kind: 'make', id: 3, name: 'benz', synonym: true },
  { kind: 'model', id: 10, name: 'ඇක්වා', makeId: 1, synonym: true },
  { kind: 'model', id: 12, name: 'landcruiser', makeId: 1, synonym: true },
  { kind: 'model', id: 15, name: 'ප්‍රියස්', makeId: 1, synonym: true },
  { kind: 'city', id: 5, name: 'கண்டி', synonym: true },
  { kind: 'city', id: 6, name: 'නුවර එළිය', synonym: true },
]);
const now = new Date('2026-11-23T00:00:00Z');
const query = (input: Record<string, string>) => SearchQuerySchema.parse(input);
const criteria = (input: Record<string, string>) => {
  const parsed = query(input);
  const words = parsed.query === undefined ? undefined : keywordWords(parsed.query);
  return criteriaOf(parsed, words && readKeyword(words, vocabulary, now), vocabulary);
};

describe('keywordWords', () => {
  it('keeps letters and digits only, lower case, each word once, twelve at most', () => {
    expect(keywordWords("  Toyota's  COROLLA-axio %_ 2015 ")).toEqual([
      'toyota',
      's',
      'corolla',
      'axio',
      '2015',
    ]);
    expect(keywordWords("'; drop table vehicles; --")).toEqual(['drop', 'table', 'vehicles']);
    expect(keywordWords('%_\\"')).toEqual([]);
    expect(keywordWords('a b c d e f g h i j k l m n')).toHaveLength(12);
    expect(keywordWords('Mercedes-Benz Škoda')).toEqual(['mercedes', 'benz', 'škoda']);
  });

  it('keeps the vowel signs, viramas and joiners of Sinhala and Tamil words, composed', () => {
    expect(keywordWords('ටොයොටා ඇක්වා, ඩීසල්!')).toEqual(['ටොයොටා', 'ඇක්වා', 'ඩීසල්']);
    expect(keywordWords('டொயோட்டா அக்வா கொழும்பு')).toEqual(['டொயோட்டா', 'அக்வா', 'கொழும்பு']);
    expect(keywordWords('ශ්\u200dරී')).toEqual(['ශ්\u200dරී']);
    expect(keywordWords('ටොයොටා'.normalize('NFD'))).toEqual(['ටොයොටා']);
    // A mark or a joiner alone is no word.
    expect(keywordWords('\u0dca \u200d')).toEqual([]);
  });
});

describe('readKeyword: what a keyword names becomes a filter', () => {
  it('reads makes, the longest model name, years, cities, fuel and conditions; the rest is text', () => {
    const reading = readKeyword(
      keywordWords('Toyota land cruiser prado 2016 Kandy hybrid brand new leasing'),
      vocabulary,
      now,
    );
    expect(reading.terms).toEqual([
      { kind: 'make', id: 1 },
      { kind: 'model', id: 11, makeId: 1 },
      { kind: 'city', id: 5 },
      { kind: 'fuelType', id: 7 },
      { kind: 'condition', id: 8 },
    ]);
    expect(reading.years).toEqual([2016]);
    expect(reading.textWords).toEqual(['leasing']);
  });

  it('takes punctuation in names as spaces, and a year only from 1950 to next year', () => {
    expect(readKeyword(keywordWords('c-hr 1949 2028 2027'), vocabulary, now)).toEqual({
      terms: [{ kind: 'model', id: 13, makeId: 1 }],
      years: [2027],
      textWords: ['1949', '2028'],
    });
  });

  it('reads the first letters of a make or one-word model as that name, when only one fits', () => {
    expect(readKeyword(['toyo', 'vez'], vocabulary, now).terms).toEqual([
      { kind: 'make', id: 1 },
      { kind: 'model', id: 20, makeId: 2 },
    ]);
    // Too short, or the start of several names, or of a name of several words: text.
    expect(readKeyword(['to', 'land', 'kan'], vocabulary, now).textWords).toEqual([
      'to',
      'land',
      'kan',
    ]);
  });
});

describe('readKeyword: other names in Sinhala and Tamil script and English spellings', () => {
  it('reads a synonym as the name it stands for, in either script', () => {
    const english = readKeyword(['toyota', 'aqua', 'kandy'], vocabulary, now);
    expect(readKeyword(keywordWords('ටොයොටා ඇක්වා கண்டி'), vocabulary, now)).toEqual(english);
    expect(readKeyword(keywordWords('டொயோட்டா ඇක්වා'), vocabulary, now).terms).toEqual([
      { kind: 'make', id: 1 },
      { kind: 'model', id: 10, makeId: 1 },
    ]);
    expect(readKeyword(['benz', 'landcruiser'], vocabulary, now).terms).toEqual([
      { kind: 'make', id: 3 },
      { kind: 'model', id: 12, makeId: 1 },
    ]);
    expect(readKeyword(keywordWords('නුවර එළිය'), vocabulary, now).terms).toEqual([
      { kind: 'city', id: 6 },
    ]);
  });

  it('reads a name typed with or without the joiner of a Sinhala conjunct', () => {
    for (const typed of ['ප්\u200dරියස්', 'ප්රියස්']) {
      expect(readKeyword(keywordWords(typed), vocabulary, now).terms).toEqual([
        { kind: 'model', id: 15, makeId: 1 },
      ]);
    }
  });

  it('reads the first letters of a name in Sinhala script; English spellings only whole', () => {
    expect(readKeyword(['ටොයො'], vocabulary, now).terms).toEqual([{ kind: 'make', id: 1 }]);
    // "lan" is Lancer alone, as before "landcruiser" was a name; "benzz" is no name.
    expect(readKeyword(['lan'], vocabulary, now).terms).toEqual([
      { kind: 'model', id: 14, makeId: 4 },
    ]);
    expect(readKeyword(['landc', 'ben'], vocabulary, now).textWords).toEqual(['landc', 'ben']);
  });

  it('leaves an unknown word in any script as text', () => {
    expect(readKeyword(keywordWords('ගුවන්යානය விமானம்'), vocabulary, now)).toEqual({
      terms: [],
      years: [],
      textWords: ['ගුවන්යානය', 'விமானம்'],
    });
  });
});

describe('criteriaOf: filters met with the keyword', () => {
  it('narrows a chosen make to its chosen model and keeps a make without one whole', () => {
    expect(criteria({ brands: '1,2', models: '10' })?.lanes).toEqual([
      { makeId: 2 },
      { modelId: 10 },
    ]);
  });

  it('meets a keyword model with the chosen make, and finds nothing for another make', () => {
    expect(criteria({ query: 'aqua', brands: '1' })?.lanes).toEqual([{ modelId: 10 }]);
    expect(criteria({ query: 'aqua', brands: '2' })).toBeNull();
    expect(criteria({ query: 'toyota aqua' })?.lanes).toEqual([{ modelId: 10 }]);
  });

  it('meets keyword years with the year range, and keyword cities with the chosen city', () => {
    expect(criteria({ query: 'aqua 2016', yomMin: '2010' })?.yom).toEqual({ min: 2016, max: 2016 });
    expect(criteria({ query: 'aqua 2016', yomMin: '2018' })).toBeNull();
    expect(criteria({ query: 'kandy', cityId: '5' })?.cityIds).toEqual([5]);
    expect(criteria({ query: 'kandy', cityId: '6' })).toBeNull();
  });
});
