import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/** Browser tests against the whole local stack, started here with its own port and data folder. */

const port = Number(process.env.E2E_PORT ?? 3400);
// Set once in the runner; workers inherit it, so every process agrees on the folder.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'helpdesk-e2e-'));

const SMTP_SPEC = '**/smtp-and-failed-mails.spec.ts';

export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: join(process.env.E2E_DATA_DIR, 'results'),
  /**
   * Saving SMTP settings sends every later mail to that server instead of the SES inbox that other
   * specs read, so the SMTP spec runs in a project of its own after all the others. (Running only
   * that spec runs the others first, as its dependency.)
   */
  projects: [
    { name: 'chromium', testIgnore: SMTP_SPEC },
    { name: 'smtp', testMatch: SMTP_SPEC, dependencies: ['chromium'] },
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'npx tsx infra/local/start.ts',
    cwd: join(import.meta.dirname, '..', '..'),
    url: `${baseURL}/login`,
    env: {
      PORT: String(port),
      HELPDESK_DATA_DIR: process.env.E2E_DATA_DIR,
      // What deploys: the bundles in dist/functions (built by the stack when stale).
      HELPDESK_FUNCTIONS: 'bundles',
      // The demo users without the demo quarter's tickets: the specs count their own fixtures.
      HELPDESK_DEMO: 'small',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
