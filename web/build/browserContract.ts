import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { type AstNode, applyEdits, type Edit, walk } from './ast';

/**
 * The contract as the browser's production build sees it (issue 17, byte budgets). The web reaches
 * the API through the contract's endpoints, but needs only their path, method, access and kind: the
 * server checks every request and every answer against the same schemas (functions/lib/preset.ts),
 * so parsing again in the browser only costs bytes (zod alone is ~25 KB compressed). In the built web:
 * - each `defineEndpoint(route, {...})` (and `exportEndpoint({...})`) loses its `request`, `response` and `summary`;
 * - the contract modules' top-level constants built by calls (schemas, sets) are made pure, so the
 *   schemas nothing uses any more drop out, and zod with them.
 * Schemas the web does use by name (a settings form checking its values before saving) stay, in the
 * lazy chunk of that screen. The dev server (`import.meta.env.DEV`) keeps the whole contract and the
 * web checks every answer against it there (web/src/lib/apiClient.ts).
 */

const CONTRACT_MODULE = /[\\/]shared[\\/]contract[\\/][\w-]+\.ts$/;
const BROWSERLESS_FIELDS = new Set(['request', 'response', 'summary']);
/** The contract's functions that take an endpoint's definition as one object. */
const ENDPOINT_BUILDERS = new Set(['defineEndpoint', 'exportEndpoint']);
const PURE = '/* @__PURE__ */ ';

const isFunction = (node: AstNode) =>
  node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression' || node.type === 'FunctionDeclaration';

const propertyName = (property: AstNode): string | undefined => {
  const key = property.key as AstNode | undefined;
  return key?.type === 'Identifier' ? (key.name as string) : undefined;
};

/** The edits that strip endpoints' schemas and summaries from one contract module. */
function endpointEdits(program: AstNode): Edit[] {
  const edits: Edit[] = [];
  walk(program, (node) => {
    const callee = node.callee as AstNode | undefined;
    // defineEndpoint(route, {...}) and exportEndpoint({...}): the definition is the last argument.
    const definition = ((node.arguments as AstNode[] | undefined) ?? []).at(-1);
    if (
      node.type !== 'CallExpression' ||
      callee?.type !== 'Identifier' ||
      !ENDPOINT_BUILDERS.has(callee.name as string) ||
      definition?.type !== 'ObjectExpression'
    ) {
      return true;
    }
    const properties = definition.properties as AstNode[];
    properties.forEach((property, index) => {
      if (property.type !== 'Property' || !BROWSERLESS_FIELDS.has(propertyName(property) ?? '')) return;
      // From the end of the previous property, so its comma stays and this one's goes.
      const previous = properties[index - 1];
      const next = properties[index + 1];
      if (previous) edits.push({ at: previous.end, to: property.end, text: '' });
      else edits.push({ at: property.start, to: next ? next.start : property.end, text: '' });
    });
    return false;
  });
  return edits;
}

/**
 * Each top-level constant built by calls (a schema, a set) becomes a pure function call, so the
 * bundler drops it when nothing uses it. A mark on the call itself would not do: a schema is a chain
 * (`z.string().max(9).optional()`), and only one call of a chain can carry the mark.
 */
function pureEdits(program: AstNode): Edit[] {
  const edits: Edit[] = [];
  for (const statement of program.body as AstNode[]) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as AstNode) : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as AstNode[]) {
      const init = declarator.init as AstNode | null;
      let calls = false;
      walk(init, (node) => {
        if (node.type === 'CallExpression' || node.type === 'NewExpression') calls = true;
        return !calls && !isFunction(node);
      });
      if (!init || !calls) continue;
      edits.push(
        { at: init.start, to: init.start, text: `${PURE}(() => (` },
        { at: init.end, to: init.end, text: '))()' },
      );
    }
  }
  return edits;
}

/** Marks the copy of a contract module that keeps its schemas whole (see below). */
const WITH_SCHEMAS = '?withSchemas';
const FIELDS_MODULE = /[\\/]shared[\\/]contract[\\/][\w-]+Fields\.ts$/;
const WEB_SOURCE = /[\\/]web[\\/]src[\\/]/;

export function browserContract(): Plugin {
  return {
    name: 'helpdesk:browser-contract',
    apply: 'build',
    enforce: 'pre',
    /**
     * A screen that checks a form with a contract schema imports it from a `*Fields.ts` module. A
     * bundle chunk holds whole modules, so were that module shared with the endpoints every screen
     * reaches, its schemas (and zod) would load on every screen. The screen gets its own copy
     * instead, with its own copies of the contract modules it imports: only its lazy chunk carries them.
     */
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const fromScreen = WEB_SOURCE.test(importer);
      const fromCopy = importer.endsWith(WITH_SCHEMAS);
      if (!fromScreen && !fromCopy) return null;
      const resolved = await this.resolve(source, importer.replace(WITH_SCHEMAS, ''), { ...options, skipSelf: true });
      if (!resolved || resolved.external || !CONTRACT_MODULE.test(resolved.id)) return null;
      if (fromCopy || FIELDS_MODULE.test(resolved.id)) return { ...resolved, id: `${resolved.id}${WITH_SCHEMAS}` };
      return null;
    },
    load(id) {
      return id.endsWith(WITH_SCHEMAS) ? readFileSync(id.slice(0, -WITH_SCHEMAS.length), 'utf8') : null;
    },
    transform(code, id) {
      if (!CONTRACT_MODULE.test(id)) return null;
      const program = this.parse(code, { lang: 'ts' }) as unknown as AstNode;
      return { code: applyEdits(code, [...endpointEdits(program), ...pureEdits(program)]), map: null };
    },
  };
}
