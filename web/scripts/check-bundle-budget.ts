/**
 * Web bundle budget (DESIGN.md, Budgets): initial JS at most 200 KB gzipped, each route chunk at most
 * 100 KB gzipped. Reads the Vite manifest of `npm run build:web` and exits 1 when over budget.
 *
 *   npx tsx web/scripts/check-bundle-budget.ts [path/to/manifest.json]
 *
 * Initial JS: the entry chunk plus everything it imports statically. A route chunk: a dynamic-import
 * chunk plus the static imports only it uses. Chunks that several routes share (the API client with
 * the contract's schemas, shared tables and pickers) are measured once each against the same
 * budget; the report also prints what a route's first visit downloads, shared chunks included.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const INITIAL_BUDGET_BYTES = 200 * 1024;
export const ROUTE_BUDGET_BYTES = 100 * 1024;
/**
 * Decision (issue 21 item 15): the reply editor's lazy chunk has its own budget. tiptap's core and
 * ProseMirror alone are ~125 KB gzipped; the chunk loads only once a ticket's composer shows,
 * after the page has painted, so no first page grows. Any other chunk keeps the route budget.
 */
export const LAZY_CHUNK_BUDGETS: Readonly<Record<string, number>> = {
  'src/components/RichTextEditor.tsx': 140 * 1024,
};

/** One entry of Vite's build manifest (only the fields used here). */
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface ChunkGroupSize {
  /** The entry's source path (e.g. src/features/tickets/MyTicketsPage.tsx). */
  name: string;
  files: string[];
  gzipBytes: number;
}

export interface BudgetReport {
  initial: ChunkGroupSize;
  routes: ChunkGroupSize[];
  shared: ChunkGroupSize[];
  /** What the first visit of each route downloads beyond initial JS (information, not a budget). */
  firstVisit: ChunkGroupSize[];
  failures: string[];
}

const isJs = (file: string) => file.endsWith('.js') || file.endsWith('.mjs');

/** The chunk keys reachable from `start` through static imports (start included). */
function staticClosure(manifest: Manifest, start: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...start];
  while (pending.length > 0) {
    const key = pending.pop()!;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest refers to "${key}" but has no entry for it`);
    seen.add(key);
    pending.push(...(chunk.imports ?? []));
  }
  return seen;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function measureBundle(manifest: Manifest, gzipBytesOf: (file: string) => number): BudgetReport {
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entryKeys.length === 0) throw new Error('The manifest has no entry chunk');

  const sizeOf = (keys: Iterable<string>): ChunkGroupSize['gzipBytes'] =>
    [...keys]
      .map((key) => manifest[key].file)
      .filter(isJs)
      .reduce((total, file) => total + gzipBytesOf(file), 0);
  const filesOf = (keys: Iterable<string>) => [...keys].map((key) => manifest[key].file).filter(isJs);

  const initialKeys = staticClosure(manifest, entryKeys);
  const initial: ChunkGroupSize = { name: 'initial', files: filesOf(initialKeys), gzipBytes: sizeOf(initialKeys) };

  const dynamicKeys = new Set(
    Object.entries(manifest)
      .filter(([, chunk]) => chunk.isDynamicEntry)
      .map(([key]) => key),
  );
  for (const chunk of Object.values(manifest)) for (const key of chunk.dynamicImports ?? []) dynamicKeys.add(key);

  const reachedBy = new Map<string, number>();
  const closures = new Map<string, string[]>();
  for (const key of dynamicKeys) {
    const reached = [...staticClosure(manifest, [key])].filter((entry) => !initialKeys.has(entry));
    closures.set(key, reached);
    for (const entry of reached) if (entry !== key) reachedBy.set(entry, (reachedBy.get(entry) ?? 0) + 1);
  }
  const sharedKeys = new Set(
    [...reachedBy].filter(([key, count]) => count > 1 && !dynamicKeys.has(key)).map(([key]) => key),
  );
  const routes = [...dynamicKeys].sort().map((key): ChunkGroupSize => {
    const ownKeys = (closures.get(key) ?? []).filter((reached) => !sharedKeys.has(reached));
    return { name: manifest[key].src ?? key, files: filesOf(ownKeys), gzipBytes: sizeOf(ownKeys) };
  });
  const shared = [...sharedKeys].sort().map(
    (key): ChunkGroupSize => ({
      name: manifest[key].file,
      files: filesOf([key]),
      gzipBytes: sizeOf([key]),
    }),
  );
  const firstVisit = [...dynamicKeys].sort().map((key): ChunkGroupSize => {
    const keys = closures.get(key) ?? [];
    return { name: manifest[key].src ?? key, files: filesOf(keys), gzipBytes: sizeOf(keys) };
  });

  const failures: string[] = [];
  if (initial.gzipBytes > INITIAL_BUDGET_BYTES) {
    failures.push(`Initial JS is ${kb(initial.gzipBytes)} gzipped, over the ${kb(INITIAL_BUDGET_BYTES)} budget`);
  }
  for (const route of routes) {
    const budget = LAZY_CHUNK_BUDGETS[route.name] ?? ROUTE_BUDGET_BYTES;
    if (route.gzipBytes > budget) {
      failures.push(`Route chunk ${route.name} is ${kb(route.gzipBytes)} gzipped, over the ${kb(budget)} budget`);
    }
  }
  for (const chunk of shared) {
    if (chunk.gzipBytes > ROUTE_BUDGET_BYTES) {
      failures.push(
        `Shared chunk ${chunk.name} is ${kb(chunk.gzipBytes)} gzipped, over the ${kb(ROUTE_BUDGET_BYTES)} budget`,
      );
    }
  }
  return { initial, routes, shared, firstVisit, failures };
}

function main(): void {
  const here = dirname(fileURLToPath(import.meta.url));
  const manifestPath = resolve(process.argv[2] ?? join(here, '../../dist/web/.vite/manifest.json'));
  const outDir = resolve(dirname(manifestPath), '..');
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  } catch (error) {
    console.error(`Cannot read ${manifestPath}: run "npm run build:web" first (${(error as Error).message})`);
    process.exit(1);
  }

  const cache = new Map<string, number>();
  const gzipBytesOf = (file: string) => {
    let size = cache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
      cache.set(file, size);
    }
    return size;
  };

  const report = measureBundle(manifest, gzipBytesOf);
  console.log(`Initial JS: ${kb(report.initial.gzipBytes)} gzipped (budget ${kb(INITIAL_BUDGET_BYTES)})`);
  for (const file of report.initial.files) console.log(`  ${kb(gzipBytesOf(file)).padStart(9)}  ${file}`);
  console.log(`Route chunks (with the static imports only they use; budget ${kb(ROUTE_BUDGET_BYTES)} each):`);
  for (const route of [...report.routes].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(`  ${kb(route.gzipBytes).padStart(9)}  ${route.name}`);
  }
  console.log(`Chunks shared by several routes (budget ${kb(ROUTE_BUDGET_BYTES)} each):`);
  for (const chunk of [...report.shared].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(`  ${kb(chunk.gzipBytes).padStart(9)}  ${chunk.name}`);
  }
  console.log('First visit of a route, shared chunks included (for information):');
  for (const route of [...report.firstVisit].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 8)) {
    console.log(`  ${kb(route.gzipBytes).padStart(9)}  ${route.name}`);
  }
  if (report.failures.length > 0) {
    console.error(`\nWeb bundle over budget:\n${report.failures.map((failure) => `  - ${failure}`).join('\n')}`);
    process.exit(1);
  }
  console.log('Web bundle within budget.');
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
