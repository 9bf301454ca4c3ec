import type { ResponseOf } from '@shared/contract/endpoint';
import { getSignInSettings, listSignInProviders, saveSignInSettings } from '@shared/contract/singleSignOn';
import { findByTenantName } from '@shared/contract/tenantSettings';
import { getTicketsCountForDisplay } from '@shared/contract/tickets';
import {
  exchangeCode,
  getUserDetails,
  login,
  logout,
  refreshToken,
  requestPasswordReset,
  SIGNED_IN_COOKIE,
  setPassword,
} from '@shared/contract/users';
import useSWRMutation from 'swr/mutation';
import { callApi, isApiError } from '@/lib/apiClient';
import { clearSessionAndLeave, roleFlagEntries, sessionEntriesFromLogin, writeSession } from '@/lib/session';
import { oncePerPage, oncePerPageNoRetry } from '@/lib/swrPresets';
import { useApiMutation, useApiQuery } from '@/lib/useApi';

export interface Credentials {
  email: string;
  password: string;
}

export type SignInOutcome = { signedIn: true } | { signedIn: false; message: string };

const GENERIC_SIGN_IN_FAILURE = 'Some Error Occurred';

/**
 * Login, then the user's details for the role flags, stored under the spec's session keys.
 * A refusal (success false, or a 401 with a message) comes back as the server's message.
 */
export async function signIn(credentials: Credentials): Promise<SignInOutcome> {
  try {
    const answer = await callApi(login, credentials);
    if (!answer.success || !answer.responseObj) return { signedIn: false, message: answer.message };
    writeSession(sessionEntriesFromLogin(answer.responseObj));

    const details = await callApi(getUserDetails, { id: answer.responseObj.id });
    writeSession(roleFlagEntries(details));
    return { signedIn: true };
  } catch (error) {
    // Half a session (a token without role flags) would show the wrong menus: start clean.
    window.sessionStorage.clear();
    if (isApiError(error)) return { signedIn: false, message: error.message };
    console.error('Sign-in failed', error);
    return { signedIn: false, message: GENERIC_SIGN_IN_FAILURE };
  }
}

/**
 * A sign-in hand-off (issue 15): the one-time `?code=` of the page address is exchanged by POST for
 * a new session, then removed from the address. False when the code was refused.
 */
export async function exchangeHandOffCode(code: string): Promise<boolean> {
  const address = new URL(window.location.href);
  address.searchParams.delete('code');
  window.history.replaceState(window.history.state, '', `${address.pathname}${address.search}${address.hash}`);
  try {
    const answer = await callApi(exchangeCode, { code });
    if (!answer.success || !answer.responseObj) return false;
    window.sessionStorage.clear();
    writeSession(sessionEntriesFromLogin(answer.responseObj));
    writeSession(roleFlagEntries(await callApi(getUserDetails, { id: answer.responseObj.id })));
    return true;
  } catch {
    return false;
  }
}

/**
 * A session for this tab from the refresh cookie: at the end of a single sign-on (issue 20: the
 * callback set the cookie and sent the browser to /login?sso=signedIn), and for a page opened in a
 * new tab or from a mail link while the browser is signed in (issue 17). The cookie buys the access
 * token and the user id; the user's details fill the rest of the session keys. No token is ever in
 * the address. False when there is no live session.
 */
export async function sessionFromRefreshCookie(): Promise<boolean> {
  try {
    window.sessionStorage.clear();
    // The refresh cookie itself is HttpOnly; its readable hint says whether asking is worth a call.
    if (!document.cookie.split('; ').includes(`${SIGNED_IN_COOKIE}=1`)) return false;
    const session = await callApi(refreshToken, {});
    writeSession({ jwtToken: session.token, userId: session.userId });
    const details = await callApi(getUserDetails, { id: session.userId });
    writeSession({
      email: details.email,
      mobile: details.mobile,
      openId: details.openId,
      userDepartment: details.openDepartmentId,
      employeeId: details.employeeId,
      ...roleFlagEntries(details),
    });
    return true;
  } catch {
    window.sessionStorage.clear();
    return false;
  }
}

/** The login page's "Sign in with <name>" buttons; none when the list cannot be read. */
export function useSignInProviders() {
  return useApiQuery(listSignInProviders, {}, oncePerPageNoRetry);
}

/** Admin → Sign-in (issue 20). */
export function useSignInSettings() {
  return useApiQuery(getSignInSettings, {}, { revalidateOnFocus: false });
}

export function useSaveSignInSettings() {
  return useApiMutation(saveSignInSettings);
}

/** Logout: the server ends the session and clears the refresh cookie, then the spec's logout. */
export async function signOut(): Promise<void> {
  try {
    await callApi(logout, {});
  } catch {
    // Signed out here anyway; the session ends on its own within its lifetime.
  }
  clearSessionAndLeave();
}

export function useLogin() {
  return useSWRMutation<SignInOutcome, Error, string, Credentials>(login.path, (_path, { arg }) => signIn(arg));
}

export function useUserDetails(userId: string | null) {
  return useApiQuery(getUserDetails, userId ? { id: userId } : null);
}

export type TenantSettings = ResponseOf<typeof findByTenantName>['data'];

/** Header texts and feature flags change rarely: fetched once a page load. */

export function useTenantSettings(signedIn: boolean) {
  return useApiQuery(findByTenantName, signedIn ? {} : null, oncePerPage);
}

/** Navigation counts. A failing call (or a server without this handler) just shows no count. */
export function useTicketCounts(userId: string | null) {
  return useApiQuery(getTicketsCountForDisplay, userId ? { userId } : null, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    // The spec keeps the counts in the session too, under its own key names.
    onSuccess: (counts) =>
      writeSession({
        allEscalatedTicketsCount: String(counts.allEscalatedTickets),
        allTicketsCount: String(counts.allTicketsCount),
        allTransferTickets: String(counts.allTransferTickets),
        myTicketsCount: String(counts.myTicketsCount),
      }),
  });
}

export type TicketCounts = ResponseOf<typeof getTicketsCountForDisplay>;

/** The Set Password page: a password for the token of a set-password link. */
export function useSetPassword() {
  return useApiMutation(setPassword);
}

/** "Forgot password?" on the login page. */
export function useRequestPasswordReset() {
  return useApiMutation(requestPasswordReset);
}
