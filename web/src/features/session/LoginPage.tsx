import {
  oidcStart,
  SSO_MESSAGES,
  SSO_RESULT_PARAM,
  SSO_SIGNED_IN,
  type SsoFailure,
} from '@shared/contract/singleSignOn';
import { MANDATORY_MESSAGE } from '@shared/domain/adminRules';
import { SESSION_ENDED_MESSAGE } from '@shared/domain/sessionMessages';
import { mentionsSignInLock } from '@shared/domain/signInThrottle';
import { type FormEvent, useEffect, useState } from 'react';
import { sessionFromRefreshCookie, useLogin, useSignInProviders } from '@/api/session';
import { useNotify } from '@/components/toast';
import { APP_NAME } from '@/lib/appName';
import { withQuery } from '@/lib/queryString';
import {
  afterSignInPath,
  dropSessionEndedNotice,
  hasUser,
  RETURN_TO_PARAM,
  safeReturnPath,
  sessionEndedNoticeWaiting,
} from '@/lib/session';
import { CredentialField } from './CredentialField';
import { ForgotPasswordLink } from './ForgotPasswordLink';
import { SignInFrame } from './SignInFrame';
import './publicPage.css';

/**
 * The outcome of a single sign-on in the page address (issue 20): `signedIn`, or the reason it was
 * refused. Only read here: a render may be thrown away and run again (a lazy screen arriving
 * restarts it), so the address is cleaned in an effect, once the page is on screen.
 */
const ssoOutcomeInAddress = (): string | null => new URLSearchParams(window.location.search).get(SSO_RESULT_PARAM);

/** Takes the outcome out of the address, so a reload shows the plain form. */
function dropSsoOutcomeFromAddress(): void {
  const address = new URL(window.location.href);
  if (!address.searchParams.has(SSO_RESULT_PARAM)) return;
  address.searchParams.delete(SSO_RESULT_PARAM);
  window.history.replaceState(window.history.state, '', `${address.pathname}${address.search}${address.hash}`);
}

/** Once a page load: a second refresh would present the rotated cookie again and end the session. */
let cookieSession: Promise<boolean> | undefined;
const sessionFromCookieOnce = () => {
  cookieSession ??= sessionFromRefreshCookie();
  return cookieSession;
};

/**
 * The page to end on. A single sign-on leaves for the provider and comes back to /login?sso=…, so
 * the page asked for waits in this tab's session storage meanwhile (never taken from the address).
 */
function pageAskedFor(): string {
  const kept = safeReturnPath(window.sessionStorage.getItem(RETURN_TO_PARAM));
  return kept ?? afterSignInPath();
}

/** A signed-out tab sent here by the route guard (issue 17): the browser may still hold a session. */
const sentByTheGuard = () => new URLSearchParams(window.location.search).has(RETURN_TO_PARAM) && !hasUser();

const ssoMessage = (reason: string): string =>
  reason in SSO_MESSAGES ? SSO_MESSAGES[reason as SsoFailure] : SSO_MESSAGES.refused;

export default function LoginPage() {
  const notify = useNotify();
  const { trigger, isMutating } = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Stays true once signed in: the button must not come back while the page reloads.
  const [leaving, setLeaving] = useState(false);
  const loginFacts = useSignInProviders().data;
  const providers = loginFacts?.providers ?? [];
  const [ssoOutcome] = useState(ssoOutcomeInAddress);
  const [ssoProblem, setSsoProblem] = useState<string | null>(
    ssoOutcome && ssoOutcome !== SSO_SIGNED_IN ? ssoMessage(ssoOutcome) : null,
  );
  const [finishingSso, setFinishingSso] = useState(ssoOutcome === SSO_SIGNED_IN);
  const [returnTo] = useState(pageAskedFor);
  const [restoring, setRestoring] = useState(() => ssoOutcome === null && sentByTheGuard());
  // Sent here by a 401 for an ended session (lib/apiClient.ts), not by a sign-out: say so.
  const [sessionEnded, setSessionEnded] = useState(sessionEndedNoticeWaiting);
  // A sign-in lock is said on the page, beside the way out of it (shared/contract/users.ts).
  const [lockMessage, setLockMessage] = useState<string | null>(null);

  useEffect(() => {
    document.title = `Login · ${APP_NAME}`;
  }, []);

  useEffect(dropSsoOutcomeFromAddress, []);

  // Read once on arrival (a render may run again, so it is dropped here): a reload shows no notice.
  useEffect(dropSessionEndedNotice, []);

  useEffect(() => {
    if (ssoOutcome !== SSO_SIGNED_IN) return;
    sessionFromCookieOnce().then((signedIn) => {
      if (signedIn) {
        setLeaving(true);
        window.location.assign(returnTo);
        return;
      }
      setFinishingSso(false);
      setSsoProblem(SSO_MESSAGES.state);
    });
  }, [ssoOutcome, returnTo]);

  // A link opened in a new tab or from a mail: the refresh cookie restores the session silently,
  // and the page asked for opens; without a live session the form stays.
  useEffect(() => {
    if (!restoring) return;
    sessionFromCookieOnce().then((signedIn) => {
      if (signedIn) {
        window.location.assign(returnTo);
        return;
      }
      setRestoring(false);
    });
  }, [restoring, returnTo]);

  if (finishingSso || restoring) {
    return (
      <div className="hd-public hd-public-login">
        <div className="hd-card">
          <span className="hd-spinner" role="progressbar" aria-label="Signing you in...">
            Signing you in...
          </span>
        </div>
      </div>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim() || !password) {
      notify.warning(MANDATORY_MESSAGE);
      return;
    }
    setSessionEnded(false);
    const outcome = await trigger({ email: email.trim(), password });
    if (!outcome.signedIn) {
      if (mentionsSignInLock(outcome.message)) {
        // The page says it now: an earlier attempt's "Invalid email or password" toast would contradict it.
        notify.dismiss();
        setLockMessage(outcome.message);
        return;
      }
      setLockMessage(null);
      notify.error(outcome.message);
      return;
    }
    // Spec: go to /ticket (or the page asked for, issue 17) and reload, so every screen starts
    // from the new session.
    setLeaving(true);
    window.location.assign(returnTo);
  }

  return (
    <SignInFrame>
      {sessionEnded && (
        <div className="hd-message-info" role="status">
          {SESSION_ENDED_MESSAGE}
        </div>
      )}
      {lockMessage && (
        <div className="hd-message-error" role="alert">
          <p>{lockMessage}</p>
          <div className="hd-message-actions">
            <ForgotPasswordLink initialEmail={email} label="Reset your password" />
          </div>
        </div>
      )}
      {ssoProblem && (
        <div className="hd-message-error" role="alert">
          {ssoProblem}
        </div>
      )}
      {providers.length > 0 && (
        <div className="hd-providers">
          {providers.map((provider) => (
            // A full navigation: the API sends the browser on to the provider.
            <a
              key={provider.id}
              className="hd-button hd-button-outline"
              href={withQuery(oidcStart.path, { provider: provider.id })}
              onClick={() => window.sessionStorage.setItem(RETURN_TO_PARAM, returnTo)}
            >
              Sign in with {provider.displayName}
            </a>
          ))}
          <p className="hd-divider">or</p>
        </div>
      )}
      {/* noValidate: the spec's warning toast, not the browser's bubble, reports missing fields. */}
      <form className="hd-form" onSubmit={submit} noValidate aria-label="Login">
        <CredentialField
          label="Email address"
          hint="We'll never share your email with anyone else."
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={setEmail}
        />
        <CredentialField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
        <button type="submit" className="hd-button" disabled={isMutating || leaving}>
          Login
        </button>
      </form>
      <ForgotPasswordLink initialEmail={email} />
    </SignInFrame>
  );
}
