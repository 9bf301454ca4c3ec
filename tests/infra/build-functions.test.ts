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

  it('puts what a function imports lazily in a chunk beside it, loaded on first use and held to the budget on its own', async () => {
    const dir = emptyDir();
    writeFileSync(join(dir, 'heavy.ts'), `export const heavy = () => ${JSON.stringify('x'.repeat(5_000))};`);
    const entry = join(dir, 'job.ts');
    writeFileSync(
      entry,
      "export const handler = async (rare: boolean) => (rare ? (await import('./heavy')).heavy() : 'light');",
    );
    const outDir = join(dir, 'functions');
    const result = await buildFunctions({ outDir, entries: [{ key: 'job.lazy', sourcePath: entry }] });

    const [built] = result.functions;
    expect(built!.lazyChunks).toEqual([
      { file: expect.stringContaining(join(outDir, 'job.lazy')), bytes: expect.any(Number) },
    ]);
    expect(built!.lazyChunks[0]!.bytes).toBeGreaterThan(5_000);
    expect(built!.bytes).toBeLessThan(1_000);
    expect(JSON.parse(readFileSync(join(outDir, 'manifest.json'), 'utf8')).functions).toEqual([
      { key: 'job.lazy', bytes: built!.bytes, lazyBytes: [built!.lazyChunks[0]!.bytes] },
    ]);
    const handler = (await import(pathToFileURL(built!.file).href)).handler as (rare: boolean) => Promise<unknown>;
    expect(await handler(false)).toBe('light');
    expect(await handler(true)).toBe('x'.repeat(5_000));

    const strict = await buildFunctions({
      outDir: join(dir, 'strict'),
      entries: [{ key: 'job.lazy', sourcePath: entry }],
      budgetBytes: 2_000,
    });
    expect(budgetViolations(strict)).toEqual([
      expect.stringMatching(/^Bundle budget exceeded: job\.lazy .*loaded lazily/),
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
  return { ...built!, code: readFileSync(built!.file, 'utf8') };
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

describe('the mailOutbox job', () => {
  // It carried nodemailer (243 KB) into every run, at 294.4 KB of its 300 KB, though it loads it
  // (core/mail.ts, `await import`) only for a tenant that sends through its own SMTP server.
  it('starts without nodemailer, which it loads only to send through SMTP', async () => {
    const built = await bundleOf('job.mailOutbox');
    expect(built.bytes).toBeLessThan(bundleBudgetBytes * 0.95);
    expect(built.lazyChunks).toHaveLength(1);
    expect(built.lazyChunks[0]!.bytes).toBeLessThan(bundleBudgetBytes);
    expect(readFileSync(built.lazyChunks[0]!.file, 'utf8')).toContain('smtp');
  });
});
