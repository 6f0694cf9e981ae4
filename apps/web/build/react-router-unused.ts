import type { Plugin } from 'vite';

/**
 * React Router components this app never uses (it routes with <Routes>, decision 116) whose
 * production build still lands in every first load: `Form` (with useSubmit and the form
 * submission helpers it reaches) and `unstable_HistoryRouter`. The bundler keeps them for two
 * statements it must assume have effects: `Form = React10.forwardRef(…)` (not marked pure) and
 * each one's `X.displayName = "X"`. About 1.2 KB gzip of every first load.
 *
 * This marks that one call pure and blanks those two assignments, so tree-shaking drops what
 * nothing imports; nothing else in the file changes. A component the app starts to use is kept
 * as before, only without its DevTools name. Should React Router's build change shape, nothing
 * matches and the first-load budget test shows the bytes coming back.
 */
const UNUSED = ['Form', 'HistoryRouter'];

export function reactRouterUnused(): Plugin {
  const displayName = new RegExp(`^(?:${UNUSED.join('|')})\\.displayName = "[^"\\n]*";$`, 'gm');
  return {
    name: 'carmarket:react-router-unused',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[\w-]+\.mjs$/ },
      handler(code) {
        const changed = code
          // Same length, so the lines below keep their columns in the source map.
          .replace(displayName, (line) => ' '.repeat(line.length))
          .replace(
            /^var Form = React10\.forwardRef\(/m,
            'var Form = /* @__PURE__ */ React10.forwardRef(',
          );
        return changed === code ? null : { code: changed, map: null };
      },
    },
  };
}
