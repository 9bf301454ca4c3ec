import { fileURLToPath } from 'node:url';
import griffel from '@griffel/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { browserContract } from './build/browserContract';
import { fluentStylesheet } from './build/fluentStylesheet';
import { reactCompiler } from './build/reactCompiler';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
/** The local API server (`npm start`) answers /api here; API_PROXY_TARGET points the dev server elsewhere. */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

/** Fluent UI and the libraries only it uses. */
const FLUENT_PACKAGES =
  /[\\/]node_modules[\\/](@fluentui|@griffel|@floating-ui|@emotion|tabster|keyborg|rtl-css-js|stylis)[\\/]/;
/**
 * How many lazy screens must use a Fluent module for it to go into a shared chunk (measured in the
 * browser, byte-budgets spec: 4 gives the least JS on the wire across the budgeted routes).
 */
const FLUENT_SHARED_BY = 4;
const FLUENT_CORE_SHARED_BY = 20;

export default defineConfig({
  root: webRoot,
  plugins: [
    reactCompiler(),
    react(),
    browserContract(),
    // Our makeStyles compiled at build time (Griffel's AOT, reading the TypeScript the styles import),
    // so they join Fluent's stylesheet; the dev server keeps Griffel's run-time styles.
    { ...griffel({ babelOptions: { presets: ['@babel/preset-typescript'] } }), apply: 'build' },
    fluentStylesheet(),
  ],
  // `@/` (web/src) and `@shared/` (shared) from tsconfig.json's paths: one list of aliases for tsc, Vite,
  // Vitest, esbuild, tsx and Playwright.
  resolve: { tsconfigPaths: true },
  server: { proxy: { '/api': apiTarget } },
  preview: { proxy: { '/api': apiTarget } },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // Read by web/scripts/check-bundle-budget.ts to sum the initial and per-route JS.
    manifest: true,
    // The real limit is the gzipped budget that script enforces; the vendor chunk is ~540 KB raw.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Shared code under ~25 KB (source, before minifying) is copied into each chunk that uses it
          // instead of being a chunk of its own: the automatic split made 30–70 tiny files per route,
          // each a request with its own headers and round trip. Measured (issue 17, byte-budgets
          // spec): 6–20 KB less JS on the wire per cold route; the move My Tickets → All Tickets
          // stays far under its 60 KB.
          experimentalInlineCommonChunks: { maxSize: 25_000 },
          groups: [
            {
              // React, the router and SWR: what the first paint of any page needs, the login page's
              // too, in one cacheable chunk. '$initial' keeps everything only lazy screens use out
              // of it (and off a cold /login, issue 17): Fluent UI comes with the first screen
              // drawn with it.
              name: 'vendor',
              test: /[\\/]node_modules[\\/]/,
              tags: ['$initial'],
              priority: 2,
            },
            {
              // The Fluent UI nearly every screen uses (provider, tokens, focus management, buttons,
              // fields), in one chunk a signed-in first visit loads once instead of copies in every
              // route's chunk.
              name: 'fluent-core',
              test: FLUENT_PACKAGES,
              minShareCount: FLUENT_CORE_SHARED_BY,
              priority: 1,
            },
            {
              // The Fluent UI components several screens use (tables, pickers, dialogs); one a few
              // screens use stays with them.
              name: 'fluent',
              test: FLUENT_PACKAGES,
              minShareCount: FLUENT_SHARED_BY,
            },
          ],
        },
      },
    },
  },
});
