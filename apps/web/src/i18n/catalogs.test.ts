import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkMessage, messageValueNames } from '@carmarket/shared/i18n/message-format';
import type { Catalog } from '@carmarket/shared/i18n/translate';
import sharedSi from '@carmarket/shared/i18n/catalogs/si';
import sharedTa from '@carmarket/shared/i18n/catalogs/ta';
import apiSiMail from '../../../api/src/i18n/si/mail';
import apiSiMessages from '../../../api/src/i18n/si/messages';
import apiSiPages from '../../../api/src/i18n/si/pages';
import apiTaMail from '../../../api/src/i18n/ta/mail';
import apiTaMessages from '../../../api/src/i18n/ta/messages';
import apiTaPages from '../../../api/src/i18n/ta/pages';
import { scanMessages, type MessageUse } from '../../build/message-keys';

/**
 * Issue 32's completeness check (decision 119): every message the code asks for is in the
 * Sinhala and the Tamil catalog, no catalog keeps a message the code no longer uses, and every
 * translation is a well-formed message with the same placeholders as its English.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const webScan = scanMessages(path.join(root, 'apps/web/src'));
const sharedScan = scanMessages(path.join(root, 'packages/shared/src'));
const apiScan = scanMessages(path.join(root, 'apps/api/src'));

const webAreas = import.meta.glob<{ default: Catalog }>(['./si/*.ts', './ta/*.ts'], {
  eager: true,
});

function areasOf(language: 'si' | 'ta'): Record<string, Catalog> {
  return Object.fromEntries(
    Object.entries(webAreas)
      .filter(([file]) => file.startsWith(`./${language}/`))
      .map(([file, module]) => [file, module.default]),
  );
}

const catalogs = {
  si: {
    shared: sharedSi,
    web: areasOf('si'),
    api: { messages: apiSiMessages, mail: apiSiMail, pages: apiSiPages } as Record<string, Catalog>,
  },
  ta: {
    shared: sharedTa,
    web: areasOf('ta'),
    api: { messages: apiTaMessages, mail: apiTaMail, pages: apiTaPages } as Record<string, Catalog>,
  },
};

const keysOf = (uses: MessageUse[]) => new Set(uses.map((use) => use.key));
const merged = (parts: Record<string, Catalog>) =>
  Object.assign({}, ...Object.values(parts)) as Catalog;

describe.each(['si', 'ta'] as const)('the %s catalogs', (language) => {
  const { shared, web, api } = catalogs[language];
  const webCatalog = { ...shared, ...merged(web) };
  const apiCatalog = { ...shared, ...merged(api) };

  it('hold every message the web app and the shared package ask for', () => {
    const missing = [...webScan.uses, ...sharedScan.uses]
      .filter((use) => webCatalog[use.key] === undefined)
      .map((use) => `${JSON.stringify(use.key)} (${path.relative(root, use.file)}:${use.line})`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('hold every message the API asks for', () => {
    const missing = [...apiScan.uses, ...sharedScan.uses]
      .filter((use) => apiCatalog[use.key] === undefined)
      .map((use) => `${JSON.stringify(use.key)} (${path.relative(root, use.file)}:${use.line})`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('keep no message the code does not use', () => {
    const web = keysOf(webScan.uses);
    const api = keysOf(apiScan.uses);
    const everywhere = new Set([...web, ...api, ...keysOf(sharedScan.uses)]);
    const unused = [
      ...Object.keys(shared)
        .filter((key) => !everywhere.has(key))
        .map((key) => `shared: ${key}`),
      ...Object.entries(catalogs[language].web).flatMap(([file, catalog]) =>
        Object.keys(catalog)
          .filter((key) => !web.has(key))
          .map((key) => `web ${file}: ${key}`),
      ),
      ...Object.entries(catalogs[language].api).flatMap(([file, catalog]) =>
        Object.keys(catalog)
          .filter((key) => !api.has(key))
          .map((key) => `api ${file}: ${key}`),
      ),
    ];
    expect(unused).toEqual([]);
  });

  it('translate each message once: the same English never reads two ways', () => {
    const seen = new Map<string, { translation: string; file: string }>();
    const clashes: string[] = [];
    const files: [string, Catalog][] = [
      ['shared', shared],
      ...Object.entries(web).map(([file, catalog]): [string, Catalog] => [`web ${file}`, catalog]),
      ...Object.entries(api).map(([file, catalog]): [string, Catalog] => [`api ${file}`, catalog]),
    ];
    for (const [file, catalog] of files) {
      for (const [key, translation] of Object.entries(catalog)) {
        const before = seen.get(key);
        if (before && before.translation !== translation) {
          clashes.push(`${JSON.stringify(key)}: ${before.file} and ${file} differ`);
        }
        seen.set(key, { translation, file });
      }
    }
    expect(clashes).toEqual([]);
  });

  it('write every translation as a well-formed message with its English placeholders', () => {
    const wrong: string[] = [];
    const all = { ...webCatalog, ...apiCatalog };
    for (const [key, translation] of Object.entries(all)) {
      const english = key.includes('\u0004') ? key.slice(key.indexOf('\u0004') + 1) : key;
      try {
        checkMessage(translation);
        const want = [...messageValueNames(english)].sort();
        const got = [...messageValueNames(translation)].sort();
        if (want.join() !== got.join()) {
          wrong.push(
            `${JSON.stringify(key)}: placeholders ${got.join()} instead of ${want.join()}`,
          );
        }
      } catch (error) {
        wrong.push(`${JSON.stringify(key)}: ${(error as Error).message}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('the code', () => {
  it('asks for every message with its words written out, values as placeholders', () => {
    const unreadable = [...webScan.unreadable, ...sharedScan.unreadable, ...apiScan.unreadable].map(
      (use) => `${path.relative(root, use.file)}:${use.line} ${use.key}`,
    );
    expect(unreadable).toEqual([]);
  });

  it('has English messages that are well formed', () => {
    const wrong: string[] = [];
    for (const use of [...webScan.uses, ...sharedScan.uses, ...apiScan.uses]) {
      const english = use.key.includes('\u0004')
        ? use.key.slice(use.key.indexOf('\u0004') + 1)
        : use.key;
      try {
        checkMessage(english);
      } catch (error) {
        wrong.push(`${path.relative(root, use.file)}:${use.line} ${(error as Error).message}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
