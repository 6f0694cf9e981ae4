import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { splitLanguagePath } from '@carmarket/shared/i18n/languages';
import { createTranslator } from '@carmarket/shared/i18n/translate';
import { App } from './app/app';
import { loadPageModules } from './app/page-modules';
import { setApiLanguage } from './lib/api-client';
import {
  loadCatalog,
  PAGE_MESSAGES_ELEMENT_ID,
  setBrowserTranslator,
  setCatalogLoader,
  whenCatalogReady,
} from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { whenIdle } from './lib/when-idle';
import { fromTravellingState, SERVER_DATA_ELEMENT_ID } from './server-data';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html.');

// The page's language is its address's (decision 119): `/si/…` Sinhala, `/ta/…` Tamil, else
// English. A server-rendered page brings the translations it was drawn with, and the rest of the
// language's catalog follows as its own chunk once the page is idle: it is no part of the first
// load. A page the browser draws itself waits for it.
const { language, path } = splitLanguagePath(window.location.pathname);
document.documentElement.lang = language;
const catalog: Record<string, string> = {};
const pageMessages = document.getElementById(PAGE_MESSAGES_ELEMENT_ID);
if (pageMessages?.textContent) {
  Object.assign(catalog, JSON.parse(pageMessages.textContent) as Record<string, string>);
}
const translator = createTranslator(language, catalog);
setBrowserTranslator(translator);
setApiLanguage(language);
setCatalogLoader(() =>
  loadCatalog(language).then((loaded) => {
    Object.assign(catalog, loaded);
  }),
);

// A page the server rendered (decision 116) arrives with the answers it was drawn from: the
// browser starts from the same data and hydrates the HTML instead of drawing it again.
const serverData = document.getElementById(SERVER_DATA_ELEMENT_ID);
if (serverData?.textContent) {
  const queryClient = createQueryClient();
  hydrate(queryClient, fromTravellingState(JSON.parse(serverData.textContent) as DehydratedState));
  // What the server drew at once must be here before the first render, or hydration differs.
  void loadPageModules(path)
    .catch(() => undefined)
    .then(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App queryClient={queryClient} translator={translator} />
        </StrictMode>,
      );
      if (language !== 'en') {
        whenIdle(() => void whenCatalogReady());
      }
    });
} else {
  void whenCatalogReady().then(() =>
    createRoot(root).render(
      <StrictMode>
        <App translator={translator} />
      </StrictMode>,
    ),
  );
}
