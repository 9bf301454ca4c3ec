import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { browserContract } from './build/browserContract';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
/** The local API server (`npm start`) answers /api here; API_PROXY_TARGET points the dev server elsewhere. */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: webRoot,
  plugins: [react(), browserContract()],
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
              // React, the router, SWR and the Fluent UI core the first paint needs, in one cacheable
              // chunk. '$initial' keeps components only lazy screens use out of it (and out of the
              // initial budget); those are split per route automatically.
              name: 'vendor',
              test: /[\\/]node_modules[\\/]/,
              tags: ['$initial'],
            },
          ],
        },
      },
    },
  },
});
