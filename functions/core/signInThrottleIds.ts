import { createHash } from 'node:crypto';

/**
 * What sign-in throttling counts failures by (shared/domain/signInThrottle.ts): the account as the
 * hash of its e-mail, whether or not anyone has it, and the client address. Kept apart from
 * core/session so a set-password link can clear the account's count without loading sign-in.
 */

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

export const accountThrottleId = (email: string): string => sha256(email.trim().toLowerCase());

export const addressThrottleId = (address: string): string => sha256(address);
