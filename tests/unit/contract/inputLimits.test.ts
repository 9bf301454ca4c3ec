import { endpointKey, endpoints, freeFormMap, freeFormValue, INPUT_LIMITS, isPlainShape } from '@shared/contract';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

/**
 * Issue #15 item 2: every id, key and free-text field a request may carry has a byte maximum in the
 * contract, every list a length maximum, and free-form maps a size and depth limit.
 */

type Def = { type: string } & Record<string, unknown>;
const internals = (schema: unknown) => (schema as { _zod: { def: Def } })._zod;

/** Paths of strings and arrays with no maximum, and records with no refinement, in a schema. */
function unbounded(schema: z.ZodType, path: string, found: string[], seen = new Set<unknown>()): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  const { def } = internals(schema);
  const checks = (def.checks ?? []) as { _zod: { def: { check: string } } }[];
  const hasMaximum = checks.some((check) => check._zod.def.check === 'max_length');
  const visit = (inner: unknown, where = path) => unbounded(inner as z.ZodType, where, found, seen);
  switch (def.type) {
    case 'string':
      if (!hasMaximum) found.push(path);
      return;
    case 'array':
      if (!hasMaximum) found.push(`${path}[]`);
      visit(def.element, `${path}[]`);
      return;
    case 'record':
      if (checks.length === 0) found.push(`${path}{}`);
      visit(def.keyType, `${path}{key}`);
      return;
    case 'object':
      for (const [name, field] of Object.entries((schema as unknown as z.ZodObject).shape))
        visit(field, `${path}.${name}`);
      return;
    case 'union':
      for (const option of def.options as unknown[]) visit(option);
      return;
    case 'pipe':
      visit(def.in);
      return;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'catch':
    case 'prefault':
    case 'readonly':
      visit(def.innerType);
      return;
    case 'unknown':
    case 'any':
      if (checks.length === 0) found.push(`${path} (unchecked value)`);
      return;
    default:
      return;
  }
}

describe('contract input limits', () => {
  it('puts a maximum on every string, list and free-form value of every request', () => {
    const found: string[] = [];
    for (const endpoint of endpoints) unbounded(endpoint.request, endpointKey(endpoint), found);
    expect(found).toEqual([]);
  });

  it('refuses free-form maps nested too deep, with empty keys or too large', () => {
    const form = freeFormMap(1_000);
    expect(form.safeParse({ issue_summary: 'Printer', details: { floor: '2' } }).success).toBe(true);
    expect(form.safeParse({ '': 'x' }).success).toBe(false);
    expect(form.safeParse({ a: { '': 1 } }).success).toBe(false);
    expect(form.safeParse({ a: { b: { c: { d: { e: 1 } } } } }).success).toBe(false);
    expect(form.safeParse({ a: 'é'.repeat(600) }).success).toBe(false);
    expect(freeFormValue(100).safeParse([[[[['deep']]]]]).success).toBe(false);
    expect(isPlainShape({ a: [1, { b: 2 }] }, INPUT_LIMITS.mapDepth)).toBe(true);
  });

  it('refuses free-form numbers DynamoDB cannot store as written, at any depth', () => {
    const setting = freeFormValue(1_000);
    expect(setting.safeParse({ page: 2, ratio: 0.25, ids: [-3, 9_007_199_254_740_991] }).success).toBe(true);
    expect(setting.safeParse([-4.8089322302946786e144]).success).toBe(false);
    expect(setting.safeParse({ a: { b: 1e-200 } }).success).toBe(false);
    expect(freeFormMap(1_000).safeParse({ amount: Number.MAX_SAFE_INTEGER + 2 }).success).toBe(false);
  });
});
