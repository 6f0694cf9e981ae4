import type { Catalog } from '@carmarket/shared/i18n/translate';

/** The language switch (components/layout/language-switch.tsx). */
export default {
  Language: 'භාෂාව',
  'Language: {language}': 'භාෂාව: {language}',
} satisfies Catalog;
