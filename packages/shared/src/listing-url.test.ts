import { describe, expect, it } from 'vitest';
import { listingPath, listingSlug, parseListingParam } from './listing-url';

const aqua = { id: 123, title: 'Toyota Aqua S', yom: 2016, city: 'Kandy' };

describe('listing URLs', () => {
  it('builds the readable path from title, year and city', () => {
    expect(listingPath(aqua)).toBe('/cars/123-toyota-aqua-s-2016-kandy');
  });

  it('does not repeat a year or city the title already names', () => {
    expect(listingSlug({ ...aqua, title: 'Toyota Aqua 2016 in Kandy' })).toBe(
      'toyota-aqua-2016-in-kandy',
    );
  });

  it('keeps letters a–z and digits only, and cuts long titles at a word', () => {
    expect(listingSlug({ ...aqua, title: 'Škoda Octavia — “mint”!!', city: 'Nuwara Eliya' })).toBe(
      'skoda-octavia-mint-2016-nuwara-eliya',
    );
    const long = listingSlug({ ...aqua, title: 'word '.repeat(40) + 'end' });
    expect(long.length).toBeLessThanOrEqual(60 + '-2016-kandy'.length);
    expect(long).toMatch(/^(word-)+2016-kandy$/);
    expect(listingSlug({ ...aqua, title: 'x'.repeat(100) })).toBe(`${'x'.repeat(60)}-2016-kandy`);
  });

  it('makes a slug of a title in another script from the year and city', () => {
    expect(listingPath({ ...aqua, title: 'ටොයොටා ඇක්වා' })).toBe('/cars/123-2016-kandy');
  });

  it('reads the id from the number alone or with any slug', () => {
    expect(parseListingParam('123')).toEqual({ id: 123, slug: '' });
    expect(parseListingParam('123-toyota-aqua-s-2016-kandy')).toEqual({
      id: 123,
      slug: 'toyota-aqua-s-2016-kandy',
    });
    expect(parseListingParam('123-Wrong-Car')).toEqual({ id: 123, slug: 'Wrong-Car' });
  });

  it('names no ad for anything that does not start with an id', () => {
    for (const param of ['abc', '12abc', '0', '-1', '0123', '', '99999999999', '2147483648']) {
      expect(parseListingParam(param)).toBeNull();
    }
    expect(parseListingParam(undefined)).toBeNull();
    expect(parseListingParam('2147483647')).toEqual({ id: 2147483647, slug: '' });
  });
});
