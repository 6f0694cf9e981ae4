import { describe, expect, it } from 'vitest';
import {
  buildSuggestionIndex,
  GRADES,
  isOneEdit,
  matchNames,
  readTyped,
} from './suggestion-matching';

describe('isOneEdit', () => {
  it('is one letter added, left out, changed, or two neighbours swapped', () => {
    expect(isOneEdit('toyta', 'toyota')).toBe(true);
    expect(isOneEdit('toyotaa', 'toyota')).toBe(true);
    expect(isOneEdit('toyoda', 'toyota')).toBe(true);
    expect(isOneEdit('toyoat', 'toyota')).toBe(true);
    expect(isOneEdit('corola', 'corolla')).toBe(true);
  });

  it('is not the word itself, nor two slips', () => {
    expect(isOneEdit('toyota', 'toyota')).toBe(false);
    expect(isOneEdit('tyta', 'toyota')).toBe(false);
    expect(isOneEdit('otyoat', 'toyota')).toBe(false);
    expect(isOneEdit('hodan', 'honda')).toBe(false);
  });
});

describe('readTyped', () => {
  it('reads nothing from too little text', () => {
    for (const text of [undefined, '', ' ', 'a', ' - . ', '7']) {
      expect(readTyped(text, 1950, 2027), String(text)).toBeNull();
    }
  });

  it('reads a number after words as the years it may still become', () => {
    expect(readTyped('Aqua 20', 1950, 2027)).toEqual({
      words: ['aqua', '20'],
      years: { min: 2000, max: 2027, nameWords: ['aqua'] },
    });
    expect(readTyped('aqua 201', 1950, 2027)?.years).toMatchObject({ min: 2010, max: 2019 });
    expect(readTyped('aqua 2016', 1950, 2027)?.years).toMatchObject({ min: 2016, max: 2016 });
    expect(readTyped('aqua 1', 1950, 2027)?.years).toMatchObject({ min: 1950, max: 1999 });
    // No year starts with 3: "mazda 3" is a name only.
    expect(readTyped('mazda 3', 1950, 2027)).toEqual({ words: ['mazda', '3'] });
  });
});

describe('matchNames', () => {
  const index = buildSuggestionIndex([
    { kind: 'make', id: 1, name: 'Toyota' },
    { kind: 'make', id: 1, name: 'ටොයොටා', synonym: true },
    { kind: 'make', id: 2, name: 'Mercedes-Benz' },
    { kind: 'model', id: 10, name: 'Land Cruiser', makeId: 1 },
    { kind: 'model', id: 11, name: 'Aqua', makeId: 1 },
    { kind: 'city', id: 5, name: 'Colombo' },
    { kind: 'transmission', id: 7, name: 'Automatic' },
  ]);
  const found = (text: string) =>
    matchNames(index, readTyped(text, 1950, 2027)!.words)
      .map((match) => `${match.kind}:${match.id}:${match.grade}`)
      .sort();

  it('grades the whole name, a start, and one slip', () => {
    expect(found('aqua')).toEqual([`model:11:${GRADES.exact}`]);
    expect(found('toyota aqua')).toEqual([`model:11:${GRADES.exact}`]);
    expect(found('aq')).toEqual([`model:11:${GRADES.prefix}`]);
    expect(found('toyta')).toEqual([
      `make:1:${GRADES.oneEdit}`,
      `model:10:${GRADES.oneEdit}`,
      `model:11:${GRADES.oneEdit}`,
    ]);
  });

  it('matches any word of a name, a model after its make’s other names, and no gearboxes', () => {
    expect(found('benz')).toEqual([`make:2:${GRADES.prefix}`]);
    expect(found('cruis')).toEqual([`model:10:${GRADES.prefix}`]);
    expect(found('ටොයොටා aq')).toEqual([`model:11:${GRADES.prefix}`]);
    expect(found('auto')).toEqual([]);
  });

  it('forgives no slip in a city or a short word', () => {
    expect(found('colmbo')).toEqual([]);
    expect(found('aqa')).toEqual([]);
  });
});
