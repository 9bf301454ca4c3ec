import { parseSync } from 'rolldown/utils';
import { describe, expect, it } from 'vitest';
import { extractGriffelRules, fluentStylesheet, stylesheetOf } from '../../web/build/fluentStylesheet';

/** Fluent's compiled styles as its packages ship them (useButtonStyles.styles.js, shortened). */
const FLUENT_MODULE = `'use client';
import { tokens } from "@fluentui/react-theme";
import { __styles, __resetStyles, mergeClasses } from "@griffel/react";
const useRootBaseClassName = /*#__PURE__*/__resetStyles("r1alrhcs", null, [".r1alrhcs{display:inline-flex;}"]);
const useRootStyles = /*#__PURE__*/__styles({
  outline: { De3pzq: "f1c21dwh" },
  small: { Bf4jedk: "fvmtj5k" }
}, {
  d: [".f1c21dwh{background-color:var(--colorTransparentBackground);}"],
  h: [".f1ntx6bs:hover{color:red;}"],
  m: [["@media (forced-colors: active){.f4lkoma{color:Highlight;}}", { m: "(forced-colors: active)" }]]
});
const useWithAsset = __styles({ root: { a: "fa" } }, { d: [\`.fa{background:url(\${asset});}\`] });
export const useButtonStyles = () => mergeClasses(useRootBaseClassName(), useRootStyles().outline, useWithAsset().root);
`;

const program = (code: string) => parseSync('module.js', code).program as never;

function extracted(code: string) {
  const rulesByMark = new Map<string, Record<string, unknown[]>>();
  const result = extractGriffelRules(code, program(code), rulesByMark as never);
  return { code: result, rulesByMark };
}

describe("Fluent's styles out of the built JS", () => {
  it('turns calls with literal rules into their class-name-only twins and keeps the rules by a mark', () => {
    const { code, rulesByMark } = extracted(FLUENT_MODULE);
    const built = code ?? '';
    expect(built).toContain('import { __css as __css$fluentStylesheet0 } from "@griffel/react";');
    expect(built).toContain('import { __resetCSS as __resetCSS$fluentStylesheet0 } from "@griffel/react";');
    expect(built).toMatch(/\/\*#__PURE__\*\/__resetCSS\$fluentStylesheet0\("r1alrhcs", null, "griffel-css:\w+"\)/);
    expect(built).toMatch(/__css\$fluentStylesheet0\(\{\s*outline: \{ De3pzq: "f1c21dwh" \}/);
    // The CSS text is gone from the module.
    expect(built).not.toContain('display:inline-flex');
    expect(built).not.toContain('forced-colors');
    // A call whose rules are not literal (an imported asset's URL) keeps inserting them at run time.
    expect(built).toContain('const useWithAsset = __styles(');
    expect(parseSync('built.js', built).errors).toEqual([]);
    expect([...rulesByMark.values()]).toEqual([
      { r: ['.r1alrhcs{display:inline-flex;}'] },
      {
        d: ['.f1c21dwh{background-color:var(--colorTransparentBackground);}'],
        h: ['.f1ntx6bs:hover{color:red;}'],
        m: [['@media (forced-colors: active){.f4lkoma{color:Highlight;}}', { m: '(forced-colors: active)' }]],
      },
    ]);
  });

  it('leaves a module without Griffel calls alone', () => {
    const code = 'import { mergeClasses } from "@griffel/react";\nexport const a = mergeClasses("x");\n';
    expect(extracted(code).code).toBeNull();
  });

  it("orders the stylesheet as Griffel's buckets do: reset, plain, :hover, media; shorthands before longhands; each rule once", () => {
    const css = stylesheetOf([
      {
        m: [['@media (min-width: 600px){.fm{padding:0;}}', { m: '(min-width: 600px)' }]],
        h: ['.fh:hover{color:red;}'],
        d: ['.fd{color:blue;}', ['.fp{padding:4px;}', { p: -1 }]],
      },
      { r: ['.rr{display:flex;}'], d: ['.fd{color:blue;}'] },
    ]);
    expect(css).toBe(
      '.rr{display:flex;}.fp{padding:4px;}.fd{color:blue;}.fh:hover{color:red;}@media (min-width: 600px){.fm{padding:0;}}',
    );
  });

  it('writes only the rules of the calls the bundle kept, and index.html names that stylesheet', () => {
    const plugin = fluentStylesheet();
    const hook = <T>(value: unknown) => (typeof value === 'function' ? value : (value as { handler: T }).handler) as T;
    const context = { parse: (code: string) => program(code) };
    (plugin.configResolved as (config: { base: string }) => void)({ base: '/' });
    (plugin.buildStart as () => void).call(context);
    const transformed = hook<(code: string, id: string) => { code: string }>(plugin.transform).call(
      context,
      FLUENT_MODULE,
      '/node_modules/@fluentui/react-button/lib/useButtonStyles.styles.js',
    );
    // The bundle kept only the reset call (tree shaking dropped the other).
    const keptCall = transformed.code.split('\n').find((line) => line.includes('__resetCSS$fluentStylesheet0(')) ?? '';
    const rendered = hook<(code: string) => { code: string }>(plugin.renderChunk).call(context, keptCall);
    expect(rendered.code).toContain('__resetCSS$fluentStylesheet0("r1alrhcs", null)');

    const tags = hook<() => { attrs: Record<string, unknown> }[]>(plugin.transformIndexHtml).call(context);
    expect(tags).toEqual([
      {
        tag: 'meta',
        attrs: { name: 'fluent-stylesheet', content: expect.stringMatching(/^\/assets\/fluent-\w{8}\.css$/) },
        injectTo: 'head',
      },
    ]);
    const emitted: { fileName: string; source: string }[] = [];
    hook<() => void>(plugin.generateBundle).call({
      emitFile: (file: { fileName: string; source: string }) => emitted.push(file),
    });
    expect(emitted).toEqual([
      { type: 'asset', fileName: `${tags[0]?.attrs.content}`.slice(1), source: '.r1alrhcs{display:inline-flex;}' },
    ]);
  });
});
