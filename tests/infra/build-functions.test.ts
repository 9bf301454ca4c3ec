import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { budgetViolations, buildFunctions, defaultFunctionEntries } from '../../infra/build-functions';
import { deployedEndpoints, eventFunctions, jobKey, scheduledJobs } from '../../infra/routes';
import { emptyDir } from './support';

function writeSources(dir: string) {
  const handler = join(dir, 'handler.ts');
  writeFileSync(
    handler,
    [
      "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';",
      "import { createHash } from 'node:crypto';",
      'const client = new DynamoDBClient({});',
      "export const handler = async (): Promise<string> => createHash('sha256').update(String(client)).digest('hex');",
    ].join('\n'),
  );
  const job = join(dir, 'job.ts');
  writeFileSync(job, "export const handler = async (): Promise<void> => { console.log('swept'); };");
  return { handler, job };
}

describe('buildFunctions', () => {
  it('bundles each entry to <key>/index.mjs as minified ESM with the require banner, SDK left external', async () => {
    const sources = writeSources(emptyDir());
    const outDir = join(emptyDir(), 'functions');
    mkdirSync(join(outDir, 'stale.handler'), { recursive: true });
    const result = await buildFunctions({
      outDir,
      entries: [
        { key: 'user.login', sourcePath: sources.handler },
        { key: jobKey('overdueSweep'), sourcePath: sources.job },
      ],
    });

    expect(result.functions.map((fn) => fn.key)).toEqual(['job.overdueSweep', 'user.login']);
    const bundle = readFileSync(join(outDir, 'user.login', 'index.mjs'), 'utf8');
    expect(bundle.startsWith('import { createRequire as __bundleCreateRequire }')).toBe(true);
    expect(bundle).toMatch(/from"@aws-sdk\/client-dynamodb"/);
    expect(bundle).toMatch(/export\{\w+ as handler\}/);
    expect(existsSync(join(outDir, 'job.overdueSweep', 'index.mjs'))).toBe(true);
    expect(existsSync(join(outDir, 'stale.handler'))).toBe(false);

    const manifest = JSON.parse(readFileSync(join(outDir, 'manifest.json'), 'utf8'));
    expect(manifest.functions).toEqual(
      result.functions.map((fn) => ({ key: fn.key, bytes: statSync(join(outDir, fn.key, 'index.mjs')).size })),
    );
    expect(result.overBudget).toEqual([]);
    expect(budgetViolations(result)).toEqual([]);
  });

  it('names every bundle over budget', async () => {
    const sources = writeSources(emptyDir());
    const result = await buildFunctions({
      outDir: join(emptyDir(), 'functions'),
      entries: [{ key: 'ticket.getAll', sourcePath: sources.handler }],
      budgetBytes: 100,
    });
    expect(result.overBudget.map((fn) => fn.key)).toEqual(['ticket.getAll']);
    expect(budgetViolations(result)).toEqual([
      expect.stringMatching(/^Bundle budget exceeded: ticket\.getAll is .* KB/),
    ]);
  });

  it('writes an empty manifest when there is nothing to bundle', async () => {
    const outDir = join(emptyDir(), 'functions');
    const result = await buildFunctions({ outDir, entries: [] });
    expect(result.functions).toEqual([]);
    expect(JSON.parse(readFileSync(join(outDir, 'manifest.json'), 'utf8')).functions).toEqual([]);
  });

  it('builds, by default, every deployed endpoint, every scheduled job and every event function', () => {
    expect(defaultFunctionEntries().map((entry) => entry.key)).toEqual([
      ...deployedEndpoints().map((entry) => entry.key),
      ...scheduledJobs.map((job) => jobKey(job.name)),
      ...eventFunctions.map((entry) => jobKey(entry.name)),
    ]);
  });
});
