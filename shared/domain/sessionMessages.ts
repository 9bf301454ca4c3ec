/**
 * What the API answers (401) for a session that has ended: signed out elsewhere, a new password,
 * a changed role or e-mail, a disabled user. The login page repeats it when the web was sent there
 * by such an answer (shared/contract/users.ts).
 */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';
