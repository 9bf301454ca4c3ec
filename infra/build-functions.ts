import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BuildOptions, build, type Metafile } from 'esbuild';
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
 * DESIGN budget of 300 KB minified per bundle: what a function loads at start, and on its own each
 * chunk it loads lazily (beside index.mjs, for a rarely used path's `await import()`). Only
 * this script (and the local stack, when its bundles are stale) loads esbuild: the CDK app reads
 * the bundles it wrote.
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

/** What a function loads at start, and each chunk it loads later, must each be under its budget. */
const isOverBudget = (fn: Pick<BuiltFunction, 'key' | 'bytes' | 'lazyChunks'>, budgetBytes: number) =>
  [fn.bytes, ...fn.lazyChunks.map((chunk) => chunk.bytes)].some((bytes) => bytes >= budgetOf(fn.key, budgetBytes));

export interface FunctionEntry {
  /** `<area>.<handler>` for endpoints, `job.<name>` for scheduled jobs; also the output folder. */
  key: string;
  sourcePath: string;
}

export interface BuiltFunction {
  key: string;
  file: string;
  /** What the function loads when it starts: index.mjs and any chunk it imports statically. */
  bytes: number;
  /** Chunks it loads only on first use (an `await import()` of a rarely used path), each held to the budget. */
  lazyChunks: { file: string; bytes: number }[];
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

const outputOptions = {
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
} satisfies BuildOptions;

/**
 * True when a bundle holds code it imports only with `await import()` (core/mail.ts loads
 * nodemailer so, for the tenant's SMTP server). One build of all entries inlines such code; those
 * bundles are built again alone with splitting, so it becomes a chunk loaded on first use.
 */
function holdsLazyImport(metafile: Metafile, output: Metafile['outputs'][string]): boolean {
  return Object.keys(output.inputs).some((input) =>
    metafile.inputs[input]?.imports.some((entry) => entry.kind === 'dynamic-import' && entry.path in output.inputs),
  );
}

const bytesOf = (file: string) => statSync(file).size;

/** Splits `key` out with its lazy chunks; answers the files it loads at start and those it loads later. */
async function buildWithLazyChunks(entry: FunctionEntry, outDir: string) {
  const dir = join(outDir, entry.key);
  rmSync(dir, { recursive: true, force: true });
  const { metafile } = await build({
    ...outputOptions,
    entryPoints: { index: entry.sourcePath },
    outdir: dir,
    splitting: true,
    chunkNames: 'chunk-[name]-[hash]',
    metafile: true,
  });
  const atStart = new Set<string>();
  const visit = (path: string) => {
    if (atStart.has(path)) return;
    atStart.add(path);
    for (const imported of metafile.outputs[path]?.imports ?? []) {
      if (imported.kind === 'import-statement' && imported.path in metafile.outputs) visit(imported.path);
    }
  };
  visit(Object.keys(metafile.outputs).find((path) => metafile.outputs[path]?.entryPoint) as string);
  const files = Object.keys(metafile.outputs).filter((path) => path.endsWith('.mjs'));
  return {
    bytes: files.filter((path) => atStart.has(path)).reduce((sum, path) => sum + bytesOf(path), 0),
    lazyChunks: files
      .filter((path) => !atStart.has(path))
      .map((path) => ({ file: resolve(path), bytes: bytesOf(path) })),
  };
}

export async function buildFunctions(
  options: { entries?: FunctionEntry[]; outDir?: string; budgetBytes?: number } = {},
): Promise<BuildResult> {
  const entries = options.entries ?? defaultFunctionEntries();
  const outDir = options.outDir ?? functionsDistDir;
  const budgetBytes = options.budgetBytes ?? bundleBudgetBytes;

  // Start clean so a removed handler never leaves a stale bundle behind.
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });

  const split = new Map<string, Awaited<ReturnType<typeof buildWithLazyChunks>>>();
  if (entries.length > 0) {
    const { metafile } = await build({
      ...outputOptions,
      entryPoints: Object.fromEntries(entries.map((entry) => [`${entry.key}/index`, entry.sourcePath])),
      outdir: outDir,
      metafile: true,
    });
    const lazyEntries = entries.filter((entry) => {
      const output = metafile.outputs[relative(process.cwd(), join(outDir, entry.key, 'index.mjs'))];
      return output !== undefined && holdsLazyImport(metafile, output);
    });
    for (const entry of lazyEntries) split.set(entry.key, await buildWithLazyChunks(entry, outDir));
  }

  const functions = entries
    .map(({ key }): BuiltFunction => {
      const file = join(outDir, key, 'index.mjs');
      return { key, file, ...(split.get(key) ?? { bytes: bytesOf(file), lazyChunks: [] }) };
    })
    .sort((a, b) => a.key.localeCompare(b.key));
  const overBudget = functions.filter((fn) => isOverBudget(fn, budgetBytes));

  const manifestRow = ({ key, bytes, lazyChunks }: BuiltFunction) =>
    lazyChunks.length === 0 ? { key, bytes } : { key, bytes, lazyBytes: lazyChunks.map((chunk) => chunk.bytes) };
  writeFileSync(
    join(outDir, 'manifest.json'),
    `${JSON.stringify({ budgetBytes, functions: functions.map(manifestRow) }, null, 2)}\n`,
  );
  return { outDir, budgetBytes, functions, overBudget };
}

const kilobytes = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;

export function formatSizeTable(functions: BuiltFunction[], budgetBytes = bundleBudgetBytes): string {
  const width = Math.max(8, ...functions.map((fn) => fn.key.length));
  const rows = functions.map(
    (fn) =>
      `${fn.key.padEnd(width)}  ${kilobytes(fn.bytes).padStart(10)}${fn.lazyChunks.map((chunk) => ` + ${kilobytes(chunk.bytes)} lazily`).join('')}${isOverBudget(fn, budgetBytes) ? '  OVER BUDGET' : ''}`,
  );
  return [`${'function'.padEnd(width)}  ${'minified'.padStart(10)}`, ...rows].join('\n');
}

/** One line per bundle over budget, naming it; empty when all fit. */
export function budgetViolations(result: Pick<BuildResult, 'overBudget' | 'budgetBytes'>): string[] {
  return result.overBudget.map(
    (fn) =>
      `Bundle budget exceeded: ${fn.key} is ${kilobytes(fn.bytes)} minified${fn.lazyChunks.map((chunk) => ` (+ ${kilobytes(chunk.bytes)} loaded lazily)`).join('')}; the budget is under ${kilobytes(result.budgetBytes)} for each (DESIGN.md "Budgets").`,
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
