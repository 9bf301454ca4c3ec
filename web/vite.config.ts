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
