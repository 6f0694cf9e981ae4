import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/server.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  // Workspace packages ship TypeScript source, so they are bundled. Every npm package stays
  // external, including those only the workspace packages depend on (PGlite must load its
  // WASM files from its own folder).
  noExternal: [/^@carmarket\//],
  esbuildPlugins: [
    {
      name: 'externalize-npm-packages',
      setup(build) {
        build.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@carmarket/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
