import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { EndpointDefinition } from '../../shared/contract/endpoint';
import {
  findByTenantName,
  saveUpdateTenantSettings,
  tenantFlags,
  tenantTexts,
} from '../../shared/contract/tenantSettings';
import { call, loadStackEnv } from '../integration/api';
import { allowed, type Role, send, servedEndpoints, tokenFor, tokenOf } from './support';

/**
 * Issue #15 item 2: a property-based fuzz built from the contract. For every served endpoint,
 * fast-check draws requests shaped like the endpoint's zod schema, with hostile values mixed in
 * (strings past every byte maximum, multi-byte text, prototype names, deep nesting, empty map
 * keys, wrong types). No answer is ever a 5xx, and a refused write (4xx) stores nothing.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 3);
/** Sign-in endpoints may count failures (throttling), so their refusals may write. */
const WRITES_ON_REFUSAL = new Set(['/api/user/login', '/api/user/refreshToken', '/api/user/logout']);

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/** Seeded records have small numeric ids: a drawn id never hits one, so the fuzz changes no demo data. */
const text = fc.string({ maxLength: 40 }).filter((value) => !/^\s*\d{1,5}\s*$/.test(value));
const deep = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { nested: value };
  return value;
};
const hostileText = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'hasOwnProperty', 'toString', 'valueOf', ''),
  fc.constantFrom(2_100, 70_000, 420_000).map((length) => 'x'.repeat(length)),
  fc.constantFrom(700, 1_100).map((length) => 'é€'.repeat(length)),
);
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.constantFrom(null, true, -1, 1.5, 1e308, Number.MAX_SAFE_INTEGER + 2, [], {}, [[[]]]),
  fc.constantFrom(deep(40), deep(200), { '': 1 }, { '': { '': [] } }, { __proto__: { polluted: true } }),
  fc.dictionary(hostileText, fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  fc.array(hostileText, { minLength: 1, maxLength: 60 }),
);

/** Values shaped by the schema, each replaced now and then by a hostile one. */
function arbitraryFor(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const shaped = depth > 6 ? fc.constant(null) : typedArbitrary(schema, depth);
  return fc.oneof({ weight: 3, arbitrary: shaped }, { weight: 1, arbitrary: hostile });
}

function typedArbitrary(schema: z.ZodType, depth: number): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (value: unknown) => arbitraryFor(value as z.ZodType, depth + 1);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return fc.oneof(inner(def.innerType), fc.constant(undefined), fc.constant(null));
    case 'pipe':
      return inner(def.in);
    case 'object': {
      const shape = (schema as unknown as z.ZodObject).shape;
      return fc.record(Object.fromEntries(Object.entries(shape).map(([name, field]) => [name, inner(field)])), {
        requiredKeys: [],
      });
    }
    case 'array':
      return fc.array(inner(def.element), { maxLength: 4 });
    case 'record':
      return fc.dictionary(fc.oneof(text, hostileText), inner(def.valueType), { maxKeys: 4 });
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map((option) => inner(option)));
    case 'string':
      return text;
    case 'number':
    case 'int':
      return fc.oneof(fc.integer({ min: 100_000 }), fc.double({ noNaN: true }));
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    default:
      return fc.anything({ maxDepth: 2 });
  }
}

const asText = (value: unknown): string =>
  typeof value === 'object' && value !== null ? (JSON.stringify(value) ?? '') : String(value);

/** A GET carries text only: objects and arrays arrive as the browser would send them. */
/**
 * CloudFront refuses a URL over 8,192 bytes and API Gateway a request line and headers over 10,240,
 * so a longer query never reaches a handler: each drawn query is cut to 8,000 bytes once encoded
 * (multi-byte text triples in length when percent-encoded).
 */
const QUERY_BYTES = 8_000;

function asQuery(value: unknown): Record<string, string> {
  const fields: [string, unknown][] =
    !value || typeof value !== 'object' || Array.isArray(value) ? [['value', value]] : Object.entries(value);
  const query: Record<string, string> = {};
  let room = QUERY_BYTES;
  for (const [name, field] of fields) {
    if (field === undefined) continue;
    let textValue = Array.isArray(field) ? field.map(asText).join(',') : asText(field);
    room -= encodeURIComponent(name).length + 2;
    while (textValue.length > 0 && encodeURIComponent(textValue).length > room) {
      textValue = textValue.slice(0, Math.floor(textValue.length / 2));
    }
    room -= encodeURIComponent(textValue).length;
    if (room < 0) break;
    query[name] = textValue;
  }
  return query;
}

async function storedItems(): Promise<number> {
  const { db, tableName } = await import('../../functions/db/client');
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new ScanCommand({ TableName: tableName(), Select: 'COUNT', ExclusiveStartKey: start }),
    );
    count += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return count;
}

async function fuzz(endpoint: EndpointDefinition, role: Role): Promise<void> {
  const token = await tokenFor(role, endpoint);
  const request = fc.oneof(
    { weight: 3, arbitrary: typedArbitrary(endpoint.request, 0) },
    { weight: 1, arbitrary: hostile },
  );
  // Nothing written on a refusal: the table holds as many items after a run of refusals as before.
  const checksWrites = endpoint.method === 'POST' && !WRITES_ON_REFUSAL.has(endpoint.path);
  const before = checksWrites ? await storedItems() : 0;
  let onlyRefusals = true;
  await fc.assert(
    fc.asyncProperty(request, async (input) => {
      const answer =
        endpoint.method === 'GET'
          ? await send(endpoint, { token, query: asQuery(input) })
          : await send(endpoint, { token, body: JSON.stringify(input) ?? '' });
      expect(answer.status, `${role} ${endpoint.path}: ${answer.text.slice(0, 300)}`).toBeLessThan(500);
      if (answer.status < 400) onlyRefusals = false;
    }),
    { numRuns: RUNS, endOnFailure: true },
  );
  if (checksWrites && onlyRefusals) {
    expect(await storedItems(), `${role} ${endpoint.path} wrote while refusing`).toBe(before);
  }
}

describe('contract-driven fuzz (fast-check)', () => {
  let flags: Record<string, unknown> = {};
  // Single sign-on settings as stored (client secrets included): a drawn save may replace them.
  const signInStore = () => import('../../functions/db/singleSignOn');
  let signIn: Awaited<ReturnType<Awaited<ReturnType<typeof signInStore>>['getSignInSettings']>> | undefined;
  beforeAll(async () => {
    loadStackEnv();
    signIn = await (await signInStore()).getSignInSettings();
    const settings = await call(findByTenantName, {}, await tokenOf('admin'));
    // The flags and the texts (time zone, deprecation notice...) of Tenant Settings (issue 21 item 5).
    const names = [...Object.keys(tenantFlags.shape), ...Object.keys(tenantTexts.shape)];
    flags = Object.fromEntries(names.map((name) => [name, settings.body.data[name]]));
  });
  // A drawn request may have switched tenant features or texts: later tests expect the demo's.
  afterAll(async () => {
    await call(saveUpdateTenantSettings, flags, await tokenOf('admin'));
    if (signIn) await (await signInStore()).putSignInSettings(signIn);
  });

  for (const endpoint of servedEndpoints()) {
    // The widest role reaches every endpoint's input handling; signed-in endpoints also as a requester.
    const fuzzRoles: Role[] = endpoint.access === 'public' ? ['anonymous'] : ['admin'];
    if (endpoint.access === 'signedIn' && endpoint.method === 'POST') fuzzRoles.push('user');
    for (const role of fuzzRoles.filter((candidate) => allowed(candidate, endpoint))) {
      it(`${endpoint.method} ${endpoint.path} as ${role}: never 5xx, nothing written when refused`, () =>
        fuzz(endpoint, role));
    }
  }
});
