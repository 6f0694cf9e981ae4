import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage, localizedPath, splitLanguagePath } from './languages';
import { createTranslator, translate } from './translate';

describe('the language of an address', () => {
  it('is its prefix, /si or /ta, and English without one', () => {
    expect(splitLanguagePath('/si/buy-car')).toEqual({ language: 'si', path: '/buy-car' });
    expect(splitLanguagePath('/ta')).toEqual({ language: 'ta', path: '/' });
    expect(splitLanguagePath('/si/')).toEqual({ language: 'si', path: '/' });
    expect(splitLanguagePath('/buy-car')).toEqual({ language: 'en', path: '/buy-car' });
    // Only a whole segment: /sitemap.xml and /xx/… are English addresses.
    expect(splitLanguagePath('/sitemap.xml')).toEqual({ language: 'en', path: '/sitemap.xml' });
    expect(splitLanguagePath('/xx/buy-car')).toEqual({ language: 'en', path: '/xx/buy-car' });
  });

  it('is put back in front of a path, with its query', () => {
    expect(localizedPath('/buy-car?brand=1', 'si')).toBe('/si/buy-car?brand=1');
    expect(localizedPath('/', 'ta')).toBe('/ta');
    expect(localizedPath('/?q=1', 'ta')).toBe('/ta?q=1');
    expect(localizedPath('/about', 'en')).toBe('/about');
  });
});

describe('Accept-Language', () => {
  it("picks the site's language the browser prefers most, else English", () => {
    expect(languageFromAcceptLanguage('si-LK,si;q=0.9,en;q=0.8')).toBe('si');
    expect(languageFromAcceptLanguage('en-GB,ta;q=0.7')).toBe('en');
    expect(languageFromAcceptLanguage('fr,ta;q=0.5')).toBe('ta');
    expect(languageFromAcceptLanguage('ta;q=0,si;q=0.2')).toBe('si');
    expect(languageFromAcceptLanguage('xx, *;q=0.1')).toBe('en');
    expect(languageFromAcceptLanguage('')).toBe('en');
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
  });
});

describe('translate', () => {
  const catalog = {
    'Hello {name}': 'ආයුබෝවන් {name}',
    'Broken {name}': 'කැඩුණු {name',
    'Needs {other}': '{other} අවශ්‍යයි',
  };

  it("writes the catalog's translation, and English for a message it lacks", () => {
    expect(translate('si', catalog, 'Hello {name}', { name: 'Nimal' })).toBe('ආයුබෝවන් Nimal');
    expect(translate('si', catalog, 'Not translated')).toBe('Not translated');
    expect(translate('en', catalog, 'Hello {name}', { name: 'Nimal' })).toBe('Hello Nimal');
  });

  it('shows English, never "undefined" or an error, when a value is missing or a translation is broken', () => {
    expect(translate('si', catalog, 'Broken {name}', { name: 'x' })).toBe('Broken x');
    expect(translate('si', catalog, 'Hello {name}')).toBe('Hello {name}');
    expect(translate('si', catalog, 'Needs {other}', {})).toBe('Needs {other}');
  });

  it('tells who listens which keys a render used', () => {
    const used: string[] = [];
    const { t, tc } = createTranslator('si', catalog, (key) => used.push(key));
    t('Hello {name}', { name: 'A' });
    tc('menu', 'Open');
    expect(used).toEqual(['Hello {name}', 'menu\u0004Open']);
  });
});
