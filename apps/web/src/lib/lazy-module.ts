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
