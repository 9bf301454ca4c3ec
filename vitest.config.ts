import { defineConfig } from 'vitest/config';

/** Test tiers (DESIGN.md): unit, integration (real handlers on the emulators), security and infra. */
export default defineConfig({
  // `@/` and `@shared/` from tsconfig.json's paths, as in web/vite.config.ts.
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        // Security tests (issue #15): the same running stack as the integration tier.
        extends: true,
        test: {
          name: 'security',
          include: ['tests/security/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: { name: 'infra', include: ['tests/infra/**/*.test.ts'], environment: 'node', testTimeout: 120_000 },
      },
    ],
  },
});
