import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import type { Language } from '@carmarket/shared/i18n/languages';
import { createTranslator } from '@carmarket/shared/i18n/translate';
import { AppProvider } from '../app/provider';
import si from '../i18n/si';
import ta from '../i18n/ta';

const CATALOGS = { en: {}, si, ta };

/**
 * A component inside what the app wraps every page in (app.tsx): its query client, its toaster,
 * its language (English unless `language` says otherwise) and a router (in memory, at `path`).
 */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/', language = 'en' }: { path?: string; language?: Language } = {},
) {
  return render(
    <AppProvider translator={createTranslator(language, CATALOGS[language])}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppProvider>,
  );
}
