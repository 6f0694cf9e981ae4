import { createElement, lazy, type ComponentType } from 'react';

/**
 * A module kept out of the first load but ready before it is needed: `load()` fetches it once
 * (call it after the page has rendered), `current()` is the module once it has arrived. A dialog
 * built from it can then open in the same click, as a bundled one would, so focus handling (the
 * opener remembered, the first field focused) is unchanged; `React.lazy` would open it a moment
 * later, after keys meant for it had already moved focus elsewhere.
 */
export function lazyModule<Module>(importModule: () => Promise<Module>) {
  let loaded: Module | null = null;
  let pending: Promise<Module> | null = null;
  return {
    current: (): Module | null => loaded,
    load(): Promise<Module> {
      pending ??= importModule().then(
        (module) => (loaded = module),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
  };
}

/**
 * A component kept out of the first load that draws at once when its module is already here: a
 * page the server rendered loads it before hydrating (app/page-modules.ts calls `preload`), so
 * it hydrates with the page and answers the first tap. `React.lazy` alone would leave its part
 * of the page inert until a later tick, and a tap in between is lost.
 */
export function preloadableLazy<Props extends object>(
  importModule: () => Promise<{ default: ComponentType<Props> }>,
) {
  const module = lazyModule(importModule);
  const Lazy = lazy(() => module.load());
  function Preloadable(props: Props) {
    const loaded = module.current();
    return createElement(loaded ? loaded.default : Lazy, props);
  }
  return Object.assign(Preloadable, { preload: () => module.load() });
}
