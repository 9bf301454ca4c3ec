import { randomBytes, type ScryptOptions, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';

/**
 * Password hashes: scrypt with a per-password salt, stored as scrypt$N$r$p$salt$hash (base64), at
 * OWASP's current scrypt cost (N=2^17, r=8, p=1; about 128 MiB and 0.3-0.7 s a hash). A hash stored
 * at a lower cost still verifies and is reported as needing an upgrade, so sign-in rehashes it.
 */

export const PASSWORD_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
/** The cost hashes had before (and the demo seed's, so the local stack starts fast): upgraded on sign-in. */
export const LEGACY_PASSWORD_PARAMS = { N: 2 ** 14, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
/** Node's default scrypt memory cap is 32 MiB; N=2^17, r=8 needs 128 MiB. */
const MAX_MEMORY = 256 * 1024 * 1024;
const MAX_N = 2 ** 20;

type Params = { N: number; r: number; p: number };

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string, params: Params = PASSWORD_PARAMS): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

function parse(stored: string) {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const valid =
    scheme === 'scrypt' &&
    Boolean(salt) &&
    Boolean(hash) &&
    Number.isInteger(params.N) &&
    params.N > 1 &&
    params.N <= MAX_N &&
    params.r >= 1 &&
    params.r <= 32 &&
    params.p >= 1 &&
    params.p <= 16;
  return valid ? { params, salt: salt as string, hash: hash as string } : undefined;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const expected = Buffer.from(parsed.hash, 'base64');
  const actual = await scrypt(password, Buffer.from(parsed.salt, 'base64'), parsed.params);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** True when a stored hash is below the current cost (or unreadable): rehash after a good sign-in. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  if (!parsed) return true;
  const { N, r, p } = parsed.params;
  return N < PASSWORD_PARAMS.N || r < PASSWORD_PARAMS.r || p < PASSWORD_PARAMS.p;
}

/** A hash to compare against when the e-mail is unknown, so both failures take the same time. */
export const DUMMY_PASSWORD_HASH = `scrypt$${PASSWORD_PARAMS.N}$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==`;
