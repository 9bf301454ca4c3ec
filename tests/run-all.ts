import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { findChromium, NoChromiumError } from './chromium';

/**
 * `npm test`: every tier in order — static checks, unit, build with its budgets, integration,
 * security, infra, and the browser tests — then one closing line with the totals.
 */

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

interface Totals {
  passed: number;
  failed: number;
  skipped: number;
}
const totals: Totals = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];
/** Each failed test's name and first message line, printed again at the very end: CI keeps only the tail. */
const failedTests: string[] = [];
/** The first three lines of a failure: enough for an assertion, or fast-check's seed and counterexample. */
const firstLine = (message: string | undefined) =>
  stripVTControlCharacters(message ?? '')
    .split('\n')
    .map((line) => line.trim().slice(0, 400))
    .filter(Boolean)
    .slice(0, 3)
    .join('\n    ');
const reportDir = mkdtempSync(join(tmpdir(), 'helpdesk-test-'));

function run(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  if (!ok) failures.push(title);
  return ok;
}

function addVitestCounts(file: string) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    testResults: {
      name: string;
      assertionResults: { status: string; fullName: string; failureMessages?: string[] }[];
    }[];
  };
  for (const file of report.testResults) {
    for (const test of file.assertionResults) {
      if (test.status !== 'failed') continue;
      failedTests.push(
        `${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}\n    ${firstLine(test.failureMessages?.[0])}`,
      );
    }
  }
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

interface PlaywrightSuite {
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { status: string; results: { error?: { message?: string } }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

function addPlaywrightCounts(file: string) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    suites: PlaywrightSuite[];
  };
  const visit = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected') continue;
        const error = test.results.at(-1)?.error?.message;
        failedTests.push(`${spec.file}:${spec.line} › ${spec.title}\n    ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites) visit(suite);
  totals.passed += report.stats.expected + report.stats.flaky;
  totals.failed += report.stats.unexpected;
  totals.skipped += report.stats.skipped;
}

function vitest(project: string) {
  const output = join(reportDir, `${project}.json`);
  run(`${project} tests`, 'npx', [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
  ]);
  addVitestCounts(output);
}

const only = process.argv.slice(2);
const wants = (tier: string) => only.length === 0 || only.includes(tier);

if (wants('static')) run('type-check and lint', 'npm', ['run', '--silent', 'check']);
if (wants('unit')) vitest('unit');
if (wants('build') || wants('e2e')) {
  if (run('build (web and functions) with size budgets', 'npm', ['run', '--silent', 'build'])) {
    run('web bundle budget', 'npx', ['tsx', 'web/scripts/check-bundle-budget.ts']);
  }
}
if (wants('integration')) vitest('integration');
if (wants('security')) vitest('security');
if (wants('infra')) vitest('infra');
if (wants('e2e')) {
  try {
    const chromium = findChromium();
    // Browsers change under us (Debian's Chromium moves on): a failure is read against its version.
    const version = spawnSync(chromium, ['--version'], { encoding: 'utf8' }).stdout.trim();
    console.log(`\nBrowser: ${version || chromium}`);
    const output = join(reportDir, 'e2e.json');
    run('browser tests (Playwright)', 'npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts'], {
      CHROMIUM_PATH: chromium,
      PLAYWRIGHT_JSON_OUTPUT_NAME: output,
    });
    addPlaywrightCounts(output);
  } catch (error) {
    if (!(error instanceof NoChromiumError)) throw error;
    console.error(`\n${error.message}`);
    failures.push('browser tests (no Chromium)');
  }
}

rmSync(reportDir, { recursive: true, force: true });
console.log('');
if (failedTests.length > 0) console.log(`Failed tests:\n${failedTests.map((line) => `  ${line}`).join('\n')}`);
if (failures.length > 0) console.log(`Failed steps: ${failures.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length > 0 ? 1 : 0);
