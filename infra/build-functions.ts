import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import {
  deployedEndpoints,
  eventFunctions,
  functionsDistDir,
  jobKey,
  jobSourcePath,
  repoRoot,
  scheduledJobs,
} from './routes';

/**
 * Bundles every deployed endpoint handler and every scheduled job into its own
 * `dist/functions/<key>/index.mjs`, ready for `lambda.Code.fromAsset`, and enforces the
 * DESIGN budget of 300 KB minified per bundle. Only this script (and the local stack, when its
 * bundles are stale) loads esbuild: the CDK app reads the bundles it wrote.
 */

/** DESIGN "Budgets": under 300 KB minified each (counted in decimal kilobytes, the stricter reading). */
export const bundleBudgetBytes = 300_000;

/**
 * Bundles allowed more than the budget, each with why. Decision (issue 19): the inboundMail
 * function carries mailparser's charset tables (iconv-lite, encoding-japanese: ~720 KB) so mail in
 * any charset is read; SES invokes it asynchronously, never on a person's request, so its cold
 * start costs nobody a wait.
 */
export const bundleBudgetExceptions: Readonly<Record<string, number>> = { 'job.inboundMail': 1_600_000 };

const budgetOf = (key: string, budgetBytes: number) => Math.max(budgetBytes, bundleBudgetExceptions[key] ?? 0);

export interface FunctionEntry {
  /** `<area>.<handler>` for endpoints, `job.<name>` for scheduled jobs; also the output folder. */
  key: string;
  sourcePath: string;
}

export interface BuiltFunction {
  key: string;
  file: string;
  bytes: number;
}

export interface BuildResult {
  outDir: string;
  budgetBytes: number;
  functions: BuiltFunction[];
  overBudget: BuiltFunction[];
}

/** The Lambda runtime is nodejs24.x (infra/constructs/api-function.ts); bundle for it. */
export const esbuildTarget = 'node24';

export function defaultFunctionEntries(): FunctionEntry[] {
  return [
    ...deployedEndpoints().map(({ key, sourcePath }) => ({ key, sourcePath })),
    ...scheduledJobs.map((job) => ({ key: jobKey(job.name), sourcePath: jobSourcePath(job) })),
    ...eventFunctions.map((entry) => ({ key: jobKey(entry.name), sourcePath: jobSourcePath(entry) })),
  ];
}

// Bundled ESM has no `require`; CommonJS dependencies that call it need one. The alias keeps the
// banner's import from clashing with a bundled `createRequire` import.
const createRequireBanner =
  "import { createRequire as __bundleCreateRequire } from 'module'; const require = __bundleCreateRequire(import.meta.url);";

export async function buildFunctions(
  options: { entries?: FunctionEntry[]; outDir?: string; budgetBytes?: number } = {},
): Promise<BuildResult> {
  const entries = options.entries ?? defaultFunctionEntries();
  const outDir = options.outDir ?? functionsDistDir;
  const budgetBytes = options.budgetBytes ?? bundleBudgetBytes;

  // Start clean so a removed handler never leaves a stale bundle behind.
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });

  if (entries.length > 0) {
    await build({
      entryPoints: Object.fromEntries(entries.map((entry) => [`${entry.key}/index`, entry.sourcePath])),
      outdir: outDir,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      minify: true,
      sourcemap: false,
      platform: 'node',
      target: esbuildTarget,
      format: 'esm',
      // The Node 24 Lambda runtime ships AWS SDK v3; bundling it would only add size.
      external: ['@aws-sdk/*'],
      alias: {
        debug: join(repoRoot, 'infra', 'shims', 'debug.ts'),
        cssfilter: join(repoRoot, 'infra', 'shims', 'cssfilter.ts'),
      },
      banner: { js: createRequireBanner },
      logLevel: 'warning',
    });
  }

  const functions = entries
    .map(({ key }) => {
      const file = join(outDir, key, 'index.mjs');
      return { key, file, bytes: statSync(file).size };
    })
    .sort((a, b) => a.key.localeCompare(b.key));
  const overBudget = functions.filter((fn) => fn.bytes >= budgetOf(fn.key, budgetBytes));

  writeFileSync(
    join(outDir, 'manifest.json'),
    `${JSON.stringify({ budgetBytes, functions: functions.map(({ key, bytes }) => ({ key, bytes })) }, null, 2)}\n`,
  );
  return { outDir, budgetBytes, functions, overBudget };
}

const kilobytes = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;

export function formatSizeTable(functions: BuiltFunction[], budgetBytes = bundleBudgetBytes): string {
  const width = Math.max(8, ...functions.map((fn) => fn.key.length));
  const rows = functions.map(
    (fn) =>
      `${fn.key.padEnd(width)}  ${kilobytes(fn.bytes).padStart(10)}${fn.bytes >= budgetOf(fn.key, budgetBytes) ? '  OVER BUDGET' : ''}`,
  );
  return [`${'function'.padEnd(width)}  ${'minified'.padStart(10)}`, ...rows].join('\n');
}

/** One line per bundle over budget, naming it; empty when all fit. */
export function budgetViolations(result: Pick<BuildResult, 'overBudget' | 'budgetBytes'>): string[] {
  return result.overBudget.map(
    (fn) =>
      `Bundle budget exceeded: ${fn.key} is ${kilobytes(fn.bytes)} minified; the budget is under ${kilobytes(result.budgetBytes)} (DESIGN.md "Budgets").`,
  );
}

async function main(): Promise<void> {
  const result = await buildFunctions();
  if (result.functions.length === 0) {
    console.log('No handlers or jobs to bundle yet; wrote an empty manifest.');
  } else {
    console.log(formatSizeTable(result.functions, result.budgetBytes));
    console.log(`\n${result.functions.length} bundle(s) in ${result.outDir}`);
  }
  const violations = budgetViolations(result);
  if (violations.length > 0) {
    for (const message of violations) console.error(message);
    process.exit(1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
