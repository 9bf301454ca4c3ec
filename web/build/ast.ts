/** The parts of an ESTree node (as Vite's `this.parse` gives them) the web build's plugins read. */
export interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

export const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

/** Calls `visit` on `node` and every node under it; `visit` returning false skips the node's children. */
export function walk(node: unknown, visit: (node: AstNode) => boolean): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, visit);
    return;
  }
  if (!isNode(node) || !visit(node)) return;
  for (const [key, value] of Object.entries(node))
    if (key !== 'parent' && typeof value === 'object') walk(value, visit);
}

/** Replace the source from `at` to `to` with `text` (an insertion when they are equal). */
export type Edit = { at: number; to: number; text: string };

export function applyEdits(code: string, edits: Edit[]): string {
  let result = code;
  for (const edit of [...edits].sort((a, b) => b.at - a.at || b.to - a.to)) {
    result = result.slice(0, edit.at) + edit.text + result.slice(edit.to);
  }
  return result;
}
