import type { Page } from '@playwright/test';
import type { Language } from '@carmarket/shared/i18n/languages';
import { translate, type Catalog, type MessageValues } from '@carmarket/shared/i18n/translate';
import si from '../apps/web/src/i18n/si';
import ta from '../apps/web/src/i18n/ta';

/**
 * The journeys in Sinhala and Tamil (issue 32): a journey names what it clicks in English and
 * `tr` turns it into the words the page shows, from the same catalogs the app uses.
 */
const CATALOGS: Record<Language, Catalog> = { en: {}, si, ta };

export function tr(language: Language, english: string, values?: MessageValues): string {
  return translate(language, CATALOGS[language], english, values);
}

/** `path` in `language`: `/buy-car` → `/si/buy-car`. */
export function at(language: Language, path: string): string {
  if (language === 'en') return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

/**
 * English words of the interface left on a Sinhala or Tamil page: every text a person reads or
 * hears (text, aria-label, placeholder, title, alt) that is exactly an English message of the
 * catalog, untranslated. Ads' own words (titles, names, and descriptions, marked
 * `data-user-content`, whose rich text may hold a seller's "Year:") are not the interface,
 * so they never count; brand names and "VIP" translate to themselves, and the logo's name is
 * marked `translate="no"`.
 */
export async function englishLeftOn(page: Page, language: Exclude<Language, 'en'>) {
  const english = new Set(
    Object.entries(CATALOGS[language])
      .filter(
        ([key, translation]) =>
          key !== translation && !key.includes('{') && !key.includes('\u0004'),
      )
      .map(([key]) => key),
  );
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      return style.display !== 'none' && style.visibility !== 'hidden';
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (
        !parent ||
        parent.closest('script, style, [hidden], [translate="no"], [data-user-content]') ||
        !visible(parent)
      ) {
        continue;
      }
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      if (text) found.push(text);
    }
    const labelled = document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]');
    for (const element of Array.from(labelled)) {
      if (element.closest('[hidden]')) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    }
    const title = document.title.split(' | ')[0]?.trim();
    if (title) found.push(title);
    return found;
  });
  return [
    ...new Set(
      texts.filter((text) => english.has(text) || english.has(text.replace(/[.:…]$/, ''))),
    ),
  ];
}
