import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadPageModules } from './app/page-modules';
import { createQueryClient } from './lib/query-client';
import { fromTravellingState, SERVER_DATA_ELEMENT_ID } from './server-data';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html.');

// A page the server rendered (decision 116) arrives with the answers it was drawn from: the
// browser starts from the same data and hydrates the HTML instead of drawing it again.
const serverData = document.getElementById(SERVER_DATA_ELEMENT_ID);
if (serverData?.textContent) {
  const queryClient = createQueryClient();
  hydrate(queryClient, fromTravellingState(JSON.parse(serverData.textContent) as DehydratedState));
  // What the server drew at once must be here before the first render, or hydration differs.
  void loadPageModules(window.location.pathname)
    .catch(() => undefined)
    .then(() =>
      hydrateRoot(
        root,
        <StrictMode>
          <App queryClient={queryClient} />
        </StrictMode>,
      ),
    );
} else {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
