import { describe, expect, it } from 'vitest';
import {
  accessTokenExpired,
  afterSignInPath,
  copyQueryToSession,
  handOffCode,
  safeReturnPath,
  signInAddress,
} from '@/lib/session';
import { fakeSessionStorage } from './fakeSessionStorage';

/** Issue 15 item 7: a page address never sets the session's identity or token. */

const stored = fakeSessionStorage();

describe('copying the page address into the session', () => {
  it('never copies a token, an identity or role flags; other parameters still are', () => {
    stored.set('jwtToken', 'mine');
    stored.set('userId', '2');
    copyQueryToSession('?jwtToken=other&userId=8&email=x@y&isCentralAdmin=true&code=abc&tab=open');
    expect(Object.fromEntries(stored)).toEqual({ jwtToken: 'mine', userId: '2', tab: 'open' });
  });

  it('reads a one-time hand-off code', () => {
    expect(handOffCode('?code=abc&tab=1')).toBe('abc');
    expect(handOffCode('?jwtToken=x')).toBeNull();
  });
});

describe('returning to the page asked for after sign-in (issue 17)', () => {
  it('sends a signed-out visitor to the login page naming the page, not for the landing page', () => {
    expect(signInAddress('/viewTicket/id:42')).toBe('/login?returnTo=%2FviewTicket%2Fid%3A42');
    expect(signInAddress('/allTickets?page=2')).toBe('/login?returnTo=%2FallTickets%3Fpage%3D2');
    expect(signInAddress('/')).toBe('/login');
  });

  it('ends sign-in on the page asked for, else on My Tickets', () => {
    expect(afterSignInPath('?returnTo=%2FviewTicket%2Fid%3A42')).toBe('/viewTicket/id:42');
    expect(afterSignInPath('')).toBe('/ticket');
  });

  it('never leaves the site or returns to the login page', () => {
    for (const hostile of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example/x',
      'javascript:alert(1)',
      'viewTicket/id:1',
      '/login?returnTo=/x',
      `/${'a'.repeat(2_100)}`,
      '',
      null,
    ]) {
      expect(safeReturnPath(hostile)).toBeNull();
    }
    expect(afterSignInPath('?returnTo=%2F%2Fevil.example')).toBe('/ticket');
    expect(safeReturnPath('/viewTicket/id:7#thread')).toBe('/viewTicket/id:7#thread');
  });

  it('never copies the page asked for into the session', () => {
    copyQueryToSession('?returnTo=%2FallTickets&tab=open');
    expect(Object.fromEntries(stored)).toEqual({ tab: 'open' });
  });
});

describe('an access token known to have expired (renewed before a request, not after its 401)', () => {
  const tokenWith = (claims: object) =>
    `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.signature`;
  const now = Date.UTC(2026, 10, 27, 12, 0, 0);

  it('reads exp, with a few seconds to spare', () => {
    expect(accessTokenExpired(tokenWith({ exp: now / 1000 - 60 }), now)).toBe(true);
    expect(accessTokenExpired(tokenWith({ exp: now / 1000 + 2 }), now)).toBe(true);
    expect(accessTokenExpired(tokenWith({ exp: now / 1000 + 600 }), now)).toBe(false);
  });

  it('leaves a token it cannot read to the server', () => {
    expect(accessTokenExpired('not-a-token', now)).toBe(false);
    expect(accessTokenExpired(tokenWith({ sub: '2' }), now)).toBe(false);
  });
});
