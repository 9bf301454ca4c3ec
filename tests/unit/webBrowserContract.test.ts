import { parseSync } from 'rolldown/utils';
import { describe, expect, it } from 'vitest';
import { browserContract } from '../../web/build/browserContract';

/** The web build's view of a contract module (web/build/browserContract.ts). */
function asBuilt(code: string, id = '/repo/shared/contract/sample.ts'): string | null {
  const plugin = browserContract();
  const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
  const context = { parse: (source: string) => parseSync(id, source, { lang: 'ts' }).program };
  return transform.call(context, code, id)?.code ?? null;
}

const SAMPLE = `import * as z from 'zod';
const row = z.object({ id: z.string() }).extend({ name: z.string().max(9) });
export const PAGE_SIZE = 20;
export const getRow = defineEndpoint('POST /api/row/get', {
  access: 'signedIn',
  summary: 'One row.',
  request: z.object({ id: z.string() }),
  response: row,
});
`;

describe('the contract in the built web', () => {
  it("keeps an endpoint's route and access, and drops its schemas and summary", () => {
    const built = asBuilt(SAMPLE) ?? '';
    expect(built).toContain("defineEndpoint('POST /api/row/get', {");
    expect(built).toContain("access: 'signedIn'");
    expect(built).not.toMatch(/request:|response:|summary:/);
    // Still valid code.
    expect(parseSync('built.ts', built, { lang: 'ts' }).errors).toEqual([]);
  });

  it('makes constants built by calls pure, so unused schemas drop out; plain values stay as written', () => {
    const built = asBuilt(SAMPLE) ?? '';
    expect(built).toContain('const row = /* @__PURE__ */ (() => (z.object(');
    expect(built).toContain('export const PAGE_SIZE = 20;');
  });

  it('leaves every other module alone', () => {
    expect(asBuilt(SAMPLE, '/repo/shared/domain/sample.ts')).toBeNull();
    expect(asBuilt(SAMPLE, '/repo/shared/contract/sampleFields.ts?withSchemas')).toBeNull();
  });
});
