import { createHash } from 'node:crypto';
import { defaultCompareMediaQueries, normalizeCSSBucketEntry, styleBucketOrdering } from '@griffel/core';
import type { Plugin } from 'vite';
import { type AstNode, applyEdits, type Edit, walk } from './ast';

/**
 * Fluent UI's styles as one stylesheet instead of JavaScript (issue 17, byte budgets). Fluent's
 * packages ship their styles compiled ahead of time: `__styles(classNames, cssRules)` and
 * `__resetStyles(ltrClass, rtlClass, cssRules)`, whose CSS text is a third of the Fluent chunks. In
 * the built web each such call becomes Griffel's `__css(classNames)` / `__resetCSS(ltrClass, rtlClass)`,
 * which only hand out class names, and the rules of the calls the bundle keeps go into one
 * stylesheet, which index.html names and the first screen drawn with Fluent links. This is Griffel's CSS extraction (its webpack plugin does the
 * same); one stylesheet because Griffel's buckets (reset, plain, :hover, @media…) must come in one
 * order, which separate files per chunk could not keep. Our own makeStyles calls are compiled to
 * `__styles` first (@griffel/vite-plugin), so they join the same stylesheet in the same order.
 * A call whose rules are not plain literals (an imported asset's URL) stays as it was and inserts
 * its rules at run time. The dev server keeps Griffel's run-time styles.
 */

type CssEntry = string | [string, Record<string, unknown>];
type RulesByBucket = Record<string, CssEntry[]>;

/** Griffel's calls that carry CSS text, the call that takes their class names only, and which argument is the CSS. */
const EXTRACTABLE: Record<string, { extracted: string; rulesAt: number }> = {
  __styles: { extracted: '__css', rulesAt: 1 },
  __resetStyles: { extracted: '__resetCSS', rulesAt: 2 },
};
/** Left in a call in place of its rules, so the rendered chunks tell which calls the bundle kept. */
const MARK = 'griffel-css:';
const MARK_ARGUMENT = /,\s*(["'`])griffel-css:(\w+)\1/g;
const NOT_LITERAL = Symbol('not a literal');

/** The value of a literal written in the source (strings, numbers, arrays and objects of them), or NOT_LITERAL. */
function literalValue(node: AstNode | null): unknown {
  if (!node) return NOT_LITERAL;
  switch (node.type) {
    case 'Literal':
      return node.value;
    case 'TemplateLiteral': {
      const [only, ...more] = node.quasis as AstNode[];
      return only && more.length === 0 ? (only.value as { cooked: string }).cooked : NOT_LITERAL;
    }
    case 'UnaryExpression': {
      const value = node.operator === '-' ? literalValue(node.argument as AstNode) : NOT_LITERAL;
      return typeof value === 'number' ? -value : NOT_LITERAL;
    }
    case 'ArrayExpression': {
      const values = (node.elements as (AstNode | null)[]).map(literalValue);
      return values.includes(NOT_LITERAL) ? NOT_LITERAL : values;
    }
    case 'ObjectExpression': {
      const entries: [string, unknown][] = [];
      for (const property of node.properties as AstNode[]) {
        const key = property.key as AstNode;
        const name = key?.type === 'Identifier' ? key.name : key?.type === 'Literal' ? key.value : undefined;
        const value =
          property.type === 'Property' && !property.computed ? literalValue(property.value as AstNode) : NOT_LITERAL;
        if (typeof name !== 'string' || value === NOT_LITERAL) return NOT_LITERAL;
        entries.push([name, value]);
      }
      return Object.fromEntries(entries);
    }
    default:
      return NOT_LITERAL;
  }
}

const shortHash = (text: string, length: number) => createHash('sha256').update(text).digest('hex').slice(0, length);

/**
 * A module's Griffel calls with literal rules turned into their class-name-only twins; each call's
 * rules are kept in `rulesByMark` under the mark left in the call. Null when the module has none.
 */
export function extractGriffelRules(
  code: string,
  program: AstNode,
  rulesByMark: Map<string, RulesByBucket>,
): string | null {
  const calls = new Map<string, { kind: string; source: string }>();
  let firstImport: number | undefined;
  for (const statement of program.body as AstNode[]) {
    if (statement.type !== 'ImportDeclaration') continue;
    firstImport ??= statement.start;
    for (const specifier of statement.specifiers as AstNode[]) {
      const imported = (specifier.imported as AstNode | undefined)?.name as string | undefined;
      if (specifier.type === 'ImportSpecifier' && imported && imported in EXTRACTABLE) {
        calls.set((specifier.local as AstNode).name as string, {
          kind: imported,
          source: (statement.source as AstNode).value as string,
        });
      }
    }
  }
  if (calls.size === 0 || firstImport === undefined) return null;

  const edits: Edit[] = [];
  const imports = new Map<string, string>();
  walk(program, (node) => {
    const callee = node.callee as AstNode | undefined;
    const call =
      node.type === 'CallExpression' && callee?.type === 'Identifier' ? calls.get(callee.name as string) : undefined;
    if (!call || !callee) return true;
    const { extracted, rulesAt } = EXTRACTABLE[call.kind] as { extracted: string; rulesAt: number };
    const args = node.arguments as AstNode[];
    const rulesNode = args[rulesAt];
    const rules = args.length === rulesAt + 1 ? literalValue(rulesNode ?? null) : NOT_LITERAL;
    if (!rulesNode || rules === NOT_LITERAL) return true;
    const byBucket = (Array.isArray(rules) ? { r: rules } : rules) as RulesByBucket;
    const mark = shortHash(JSON.stringify(byBucket), 16);
    rulesByMark.set(mark, byBucket);
    const local = `${extracted}$fluentStylesheet${[...new Set([...calls.values()].map((c) => c.source))].indexOf(call.source)}`;
    imports.set(local, `import { ${extracted} as ${local} } from ${JSON.stringify(call.source)};\n`);
    edits.push(
      { at: callee.start, to: callee.end, text: local },
      { at: rulesNode.start, to: rulesNode.end, text: JSON.stringify(`${MARK}${mark}`) },
    );
    return false;
  });
  if (edits.length === 0) return null;
  edits.push({ at: firstImport, to: firstImport, text: [...imports.values()].join('') });
  return applyEdits(code, edits);
}

/** The rules of the calls the bundle kept, once each, in Griffel's order: by priority, bucket, then media query. */
export function stylesheetOf(rulesSets: Iterable<RulesByBucket>): string {
  const bucketOrder = new Map<string, number>(styleBucketOrdering.map((bucket, index) => [bucket, index]));
  const unique = new Map<string, { bucket: number; priority: number; media: string }>();
  for (const rulesByBucket of rulesSets) {
    for (const [bucket, entries] of Object.entries(rulesByBucket)) {
      for (const entry of entries) {
        const [rule, meta] = normalizeCSSBucketEntry(entry as Parameters<typeof normalizeCSSBucketEntry>[0]);
        unique.set(rule, {
          bucket: bucketOrder.get(bucket) ?? styleBucketOrdering.length,
          priority: Number(meta?.p ?? 0),
          media: String(meta?.m ?? ''),
        });
      }
    }
  }
  return [...unique.entries()]
    .sort(([, a], [, b]) => a.priority - b.priority)
    .sort(([, a], [, b]) => a.bucket - b.bucket)
    .sort(([, a], [, b]) => defaultCompareMediaQueries(a.media, b.media))
    .map(([rule]) => rule)
    .join('');
}

export function fluentStylesheet(): Plugin {
  const rulesByMark = new Map<string, RulesByBucket>();
  const kept = new Set<string>();
  let base = '/';
  let stylesheet: { fileName: string; css: string } | undefined;
  const built = () => {
    if (!stylesheet) {
      const css = stylesheetOf([...kept].sort().map((mark) => rulesByMark.get(mark) as RulesByBucket));
      stylesheet = { fileName: `assets/fluent-${shortHash(css, 8)}.css`, css };
    }
    return stylesheet;
  };
  return {
    name: 'helpdesk:fluent-stylesheet',
    apply: 'build',
    // After TypeScript and JSX are compiled and our makeStyles calls have become `__styles`.
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    buildStart() {
      rulesByMark.clear();
      kept.clear();
      stylesheet = undefined;
    },
    transform(code) {
      if (!code.includes('__styles') && !code.includes('__resetStyles')) return null;
      const extracted = extractGriffelRules(code, this.parse(code) as unknown as AstNode, rulesByMark);
      return extracted === null ? null : { code: extracted, map: null };
    },
    renderChunk(code) {
      if (!code.includes(MARK)) return null;
      return {
        code: code.replace(MARK_ARGUMENT, (_argument, _quote, mark: string) => {
          kept.add(mark);
          return '';
        }),
        map: null,
      };
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        const { fileName, css } = built();
        if (css === '') return [];
        // Only named: the first screen drawn with Fluent links it (web/src/lib/fluentStylesheet.ts); the
        // login page does not download it (a prefetch there slowed its first paint on a slow network).
        return [{ tag: 'meta', attrs: { name: 'fluent-stylesheet', content: `${base}${fileName}` }, injectTo: 'head' }];
      },
    },
    generateBundle() {
      const { fileName, css } = built();
      if (css !== '') this.emitFile({ type: 'asset', fileName, source: css });
    },
  };
}
