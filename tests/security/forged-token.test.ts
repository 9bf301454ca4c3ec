import { describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/contract';
import { apiUrl } from '../integration/api';

/**
 * Every endpoint that is not public refuses a token it did not sign (here one claiming the central
 * admin role with a made-up signature) before it reads the request: 401, never a 2xx or a 5xx.
 * Callers without a token are covered by the role matrix.
 */
const guarded = endpoints.filter((endpoint) => endpoint.access !== 'public');
const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyLWFkbWluIiwicm9sZSI6ImNlbnRyYWxBZG1pbiJ9.c2lnbmF0dXJl';

describe('forged tokens', () => {
  it.each(guarded.map((endpoint) => [endpoint.path, endpoint] as const))('%s answers 401', async (_path, endpoint) => {
    const response = await fetch(`${apiUrl()}${endpoint.path}`, {
      method: endpoint.method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${forged}` },
      body: endpoint.method === 'POST' ? '{}' : undefined,
      redirect: 'manual',
    });
    expect(response.status, `${endpoint.method} ${endpoint.path}`).toBe(401);
  });
});
