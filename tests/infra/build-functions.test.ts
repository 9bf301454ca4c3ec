import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  budgetViolations,
  buildFunctions,
  bundleBudgetBytes,
  defaultFunctionEntries,
} from '../../infra/build-functions';
import { deployedEndpoints, eventFunctions, jobKey, repoRoot, scheduledJobs } from '../../infra/routes';
import { sanitizeMessageHtml } from '../../shared/domain/messageSanitizer';
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

/** Built alone, as `npm run build:functions` builds it. */
async function bundleOf(key: string) {
  const entry = defaultFunctionEntries().find((each) => each.key === key);
  if (!entry) throw new Error(`${key} is not a deployed function`);
  const outDir = join(emptyDir(), 'functions');
  const [built] = (await buildFunctions({ outDir, entries: [entry] })).functions;
  return { bytes: built!.bytes, code: readFileSync(built!.file, 'utf8') };
}

describe('the bundles that raise a ticket', () => {
  // Mail Review's Accept runs New Ticket's whole raise path (content sniffing, the sanitiser, SLA,
  // mails) and opens the sender's account: it stood at 299.2 KB of its 300 KB, so the next small
  // change failed the build. 5% is room for that change.
  it('leaves the held-mail Accept at least 5% of the budget', async () => {
    const { bytes } = await bundleOf('mailOutbox.acceptHeldMail');
    expect(bytes).toBeLessThan(bundleBudgetBytes * 0.95);
  });

  it('carries no CSS filter (the sanitiser filters no CSS), and the bundled sanitiser answers as the source does', async () => {
    const { code } = await bundleOf('ticket.save');
    // A property of cssfilter's white list, in no other bundled package.
    expect(code).not.toContain('background-attachment');

    const dir = emptyDir();
    const entry = join(dir, 'sanitise.ts');
    writeFileSync(
      entry,
      `export { sanitizeMessageHtml as handler } from ${JSON.stringify(join(repoRoot, 'shared/domain/messageSanitizer.ts'))};`,
    );
    const [built] = (
      await buildFunctions({ outDir: join(dir, 'out'), entries: [{ key: 'sanitise', sourcePath: entry }] })
    ).functions;
    const bundled: (html: string) => string = (await import(pathToFileURL(built!.file).href)).handler;
    for (const html of [
      '<p onclick="steal()" style="color:red">text</p>',
      '<p style="background:url(javascript:alert(1))">x</p><span style="color:red">y</span>',
      '<p>Hi</p><script>alert(1)</script><style>p{color:red}</style>',
      '<a href="https://example.com/?a=1&b=2" style="position:fixed">ok</a><a href="jav&#x61;script:x">x</a>',
      'Plain text\n2 < 3 & more',
    ]) {
      expect(bundled(html)).toBe(sanitizeMessageHtml(html));
    }
  });
});
