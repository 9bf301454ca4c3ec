import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The layering rules of README "Architecture in words", checked over the real import graph:
 * every import the compiler resolves to a file of ours (static, type-only, re-export and lazy
 * `import()` alike, so a type-only loop counts too), through tsconfig's module resolution, so
 * path aliases are followed as well as relative paths.
 */

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const roots = ['bin', 'infra', 'functions', 'shared', 'web/src', 'tests'];
const sourceFile = /\.(ts|tsx)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return sourceFile.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The specifiers a file only loads lazily (`import('…')`, never also by a static import). */
function lazyOnlySpecifiers(source: string): Set<string> {
  const named = (pattern: RegExp) => new Set([...source.matchAll(pattern)].map((match) => match[1]));
  const lazy = named(/import\(\s*['"]([^'"]+)['"]\s*\)/g);
  const eager = named(/(?:from|import)\s+['"]([^'"]+)['"]/g);
  return new Set([...lazy].filter((specifier) => !eager.has(specifier)));
}

/**
 * Our files with the files of ours they import (`graph`; `eager` leaves out what is only loaded
 * lazily, so it is what a screen's chunk downloads with it), and the packages each imports by name.
 */
function importGraph(): {
  graph: Map<string, string[]>;
  eager: Map<string, string[]>;
  packages: Map<string, string[]>;
  specifiers: Map<string, string[]>;
} {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(repoRoot, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  const options = config?.options ?? {};
  const host = ts.createCompilerHost(options);
  const graph = new Map<string, string[]>();
  const eager = new Map<string, string[]>();
  const packages = new Map<string, string[]>();
  const specifiers = new Map<string, string[]>();
  for (const file of roots.flatMap(sourceFiles)) {
    const absolute = join(repoRoot, file);
    const source = readFileSync(absolute, 'utf8');
    const { importedFiles } = ts.preProcessFile(source, true, true);
    const lazyOnly = lazyOnlySpecifiers(source);
    const ours: string[] = [];
    const targets = importedFiles.flatMap(({ fileName }) => {
      const resolved = ts.resolveModuleName(fileName, absolute, options, host).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) return [];
      const target = relative(repoRoot, resolved.resolvedFileName).split(sep).join('/');
      if (target.startsWith('..') || target.includes('node_modules/')) return [];
      ours.push(fileName);
      return [{ target, lazy: lazyOnly.has(fileName) }];
    });
    graph.set(file, [...new Set(targets.map(({ target }) => target))]);
    eager.set(file, [...new Set(targets.filter(({ lazy }) => !lazy).map(({ target }) => target))]);
    // Packages by name: what resolves to a file of ours (a relative path or an `@/`, `@shared/` alias) is not one.
    packages.set(
      file,
      importedFiles.map(({ fileName }) => fileName).filter((name) => !ours.includes(name) && !name.startsWith('.')),
    );
    specifiers.set(
      file,
      importedFiles.map(({ fileName }) => fileName),
    );
  }
  return { graph, eager, packages, specifiers };
}

/** Every file of ours that `entry` loads, directly or through others. */
function reachableFrom(graph: Map<string, string[]>, entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const target of graph.get(file) ?? []) visit(target);
  };
  visit(entry);
  return seen;
}

/** Strongly connected components with more than one file, or a file importing itself (Tarjan). */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.includes(file)) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

const { graph, eager, packages, specifiers } = importGraph();
const importsBetween = (from: string, to: string): string[] =>
  [...graph].flatMap(([file, targets]) =>
    file.startsWith(from)
      ? targets.filter((target) => target.startsWith(to)).map((target) => `${file} -> ${target}`)
      : [],
  );

/** `features/x/… -> features/y/…` arrows, x ≠ y. */
function crossFeatureImports(imports: Map<string, string[]>): string[] {
  const featureOf = (file: string) => /^web\/src\/features\/([^/]+)\//.exec(file)?.[1];
  return [...imports].flatMap(([file, targets]) => {
    const feature = featureOf(file);
    if (feature === undefined) return [];
    return targets
      .filter((target) => featureOf(target) !== undefined && featureOf(target) !== feature)
      .map((target) => `${file} -> ${target}`);
  });
}

describe('import graph', () => {
  it('sees the whole tree', () => {
    // Guards the walk itself: a broken resolution would make every rule below pass vacuously.
    expect(graph.size).toBeGreaterThan(300);
    expect(graph.get('functions/lib/preset.ts')).toContain('shared/contract/endpoint.ts');
    // …and follows the aliases: `@/` into web/src, `@shared/` into shared.
    expect(graph.get('web/src/main.tsx')).toContain('web/src/app/App.tsx');
    expect(graph.get('web/src/lib/apiClient.ts')).toContain('shared/contract/endpoint.ts');
    expect(packages.get('web/src/main.tsx')).toEqual(['react', 'react-dom/client']);
  });

  it('climbs at most two folders in a relative web import: shared is `@shared/…`, another web folder `@/…`', () => {
    const tooDeep = [...specifiers].flatMap(([file, names]) =>
      file.startsWith('web/src/')
        ? names.filter((name) => name.startsWith('../../../')).map((name) => `${file} -> ${name}`)
        : [],
    );
    expect(tooDeep).toEqual([]);
  });

  it('has no import circles anywhere', () => {
    expect(circles(graph)).toEqual([]);
  });

  it('finds a circle when there is one', () => {
    const loop = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(circles(loop)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('keeps esbuild out of the CDK app: synth reads the bundles npm run build:functions wrote', () => {
    const loadsEsbuild = (file: string) => packages.get(file)?.includes('esbuild') ?? false;
    expect(loadsEsbuild('infra/build-functions.ts')).toBe(true);
    const synth = reachableFrom(graph, 'bin/app.ts');
    expect(synth).toContain('infra/stacks/app.ts');
    expect([...synth].filter(loadsEsbuild)).toEqual([]);
  });

  it('keeps the rooms apart: shared stands alone, web and functions never reach each other or infra', () => {
    expect([
      ...['web/', 'functions/', 'infra/', 'bin/', 'tests/'].flatMap((room) => importsBetween('shared/', room)),
      ...['functions/', 'infra/', 'bin/', 'tests/'].flatMap((room) => importsBetween('web/src/', room)),
      ...['web/', 'infra/', 'bin/', 'tests/'].flatMap((room) => importsBetween('functions/', room)),
    ]).toEqual([]);
  });

  it('builds web features from shared blocks: components, hooks, lib and api never import a feature', () => {
    expect(
      ['components', 'hooks', 'lib', 'api'].flatMap((block) =>
        importsBetween(`web/src/${block}/`, 'web/src/features/'),
      ),
    ).toEqual([]);
  });

  it('keeps web features apart: a feature never imports another (they share blocks; app/ composes them)', () => {
    expect(crossFeatureImports(graph)).toEqual([]);
  });

  it("keeps agent-only code out of a requester's screens: the agent tools load lazily, for agents only", () => {
    const requesterScreens = ['MyTicketsPage.tsx', 'NewTicketPage.tsx', 'ViewTicketPage.tsx'].map(
      (page) => `web/src/features/tickets/${page}`,
    );
    // Guards the eager walk: the agent desk is in the full graph, only lazily.
    expect(reachableFrom(graph, requesterScreens[2])).toContain('web/src/features/tickets/view/agent/agentRules.ts');
    expect(
      requesterScreens.flatMap((screen) =>
        [...reachableFrom(eager, screen)]
          .filter((file) => file.startsWith('web/src/features/tickets/view/agent/'))
          .map((file) => `${screen} loads ${file}`),
      ),
    ).toEqual([]);
  });

  it('finds a cross-feature import when there is one', () => {
    const reach = new Map([
      ['web/src/features/a/Page.tsx', ['web/src/features/a/api.ts', 'web/src/features/b/Table.tsx']],
      ['web/src/features/b/Table.tsx', ['web/src/components/DataTable.tsx']],
    ]);
    expect(crossFeatureImports(reach)).toEqual(['web/src/features/a/Page.tsx -> web/src/features/b/Table.tsx']);
  });

  it('keeps the HTTP edge out of core: no event types, no preset, busboy in the multipart route only', () => {
    const core = [...graph.keys()].filter((file) => file.startsWith('functions/core/'));
    expect(core.filter((file) => packages.get(file)?.includes('aws-lambda'))).toEqual([]);
    expect(importsBetween('functions/core/', 'functions/lib/preset.ts')).toEqual([]);
    expect(
      [...packages]
        .filter(([file, names]) => file.startsWith('functions/') && names.includes('busboy'))
        .map(([file]) => file),
    ).toEqual(['functions/lib/multipart.ts']);
    expect(importsBetween('functions/', 'functions/lib/multipart.ts')).toEqual([
      'functions/api/file/uploadTempTicketFile.ts -> functions/lib/multipart.ts',
    ]);
  });

  it('keeps table keys inside functions/db: others read and write through its named access patterns', () => {
    // The key grammar's own unit tests are the one exception: they check keys against what reads them.
    const keyGrammarTests = ['tests/unit/functions/sortIndexKeys.test.ts', 'tests/unit/infra/mail-trigger.test.ts'];
    const readersOfKeys = [...graph]
      .filter(
        ([file, targets]) =>
          targets.some((target) => target.startsWith('functions/db/keys/')) && !file.startsWith('functions/db/'),
      )
      .map(([file]) => file);
    expect(readersOfKeys.filter((file) => !keyGrammarTests.includes(file))).toEqual([]);
  });

  it('never imports functions/db from functions/lib (lib sits below db)', () => {
    expect(importsBetween('functions/lib/', 'functions/db/')).toEqual([]);
  });
});
