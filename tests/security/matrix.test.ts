import { describe, expect, it } from 'vitest';
import { allowed, roles, send, servedEndpoints, tokenFor } from './support';

/**
 * Issue #15, the endpoint × role matrix, generated from the contract: every served endpoint is
 * called by every role (anonymous, user, agent, central, lead, admin). A pair the contract refuses
 * answers 401 (no session) or 403 (wrong role), never a 2xx and never a 5xx; an allowed pair,
 * called with an empty request, never answers 5xx either.
 */
describe('endpoint × role matrix', () => {
  // Six roles times every endpoint, one call at a time (and each function's cold start): the time
  // bound grows with the contract, past the tier's 60 s on a busy machine.
  it('refuses every pair the contract refuses with 401/403, and never fails with 5xx', async () => {
    const problems: string[] = [];
    let refused = 0;
    for (const role of roles) {
      for (const endpoint of servedEndpoints()) {
        const answer = await send(endpoint, { token: await tokenFor(role, endpoint) });
        const pair = `${role} ${endpoint.method} ${endpoint.path} → ${answer.status}`;
        if (answer.status >= 500) problems.push(pair);
        if (allowed(role, endpoint)) continue;
        refused += 1;
        const expected = role === 'anonymous' ? 401 : 403;
        if (answer.status !== expected) problems.push(`${pair} (expected ${expected})`);
      }
    }
    expect(problems).toEqual([]);
    // The matrix really covers the refusals: every non-public endpoint is refused to anonymous.
    expect(refused).toBeGreaterThan(servedEndpoints().length);
  }, 600_000);
});
