import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { languageBasename } from '@carmarket/shared/i18n/languages';
import type { Translator } from '@carmarket/shared/i18n/translate';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

/**
 * The site in the browser; entry-server.tsx renders the same routes on the server. The router's
 * basename is the page's language prefix (`/si`, `/ta`, none for English), so every link and
 * navigation inside the app stays in the language the page was opened in (decision 119).
 */
export function App({
  queryClient,
  translator,
}: {
  queryClient?: QueryClient;
  translator: Translator;
}) {
  return (
    <AppProvider translator={translator} {...(queryClient ? { queryClient } : {})}>
      <BrowserRouter basename={languageBasename(translator.language)}>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
