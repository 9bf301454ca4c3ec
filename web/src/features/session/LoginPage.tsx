import {
  Body1,
  Button,
  Divider,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Title2,
  tokens,
} from '@fluentui/react-components';
import {
  oidcStart,
  SSO_MESSAGES,
  SSO_RESULT_PARAM,
  SSO_SIGNED_IN,
  type SsoFailure,
} from '@shared/contract/singleSignOn';
import { MANDATORY_MESSAGE } from '@shared/domain/adminRules';
import { type FormEvent, useEffect, useState } from 'react';
import { sessionFromRefreshCookie, useLogin, useSignInProviders } from '@/api/session';
import { APP_NAME } from '@/components/PageShell';
import { useNotify } from '@/components/toast';
import { withQuery } from '@/lib/queryString';
import { afterSignInPath, hasUser, RETURN_TO_PARAM, safeReturnPath } from '@/lib/session';
import { CredentialField } from './CredentialField';
import { ForgotPasswordLink } from './ForgotPasswordLink';
import { publicPageStyle } from './publicPageStyle';

const useStyles = makeStyles({
  // Own layout (spec): a background image and no navigation bar, only the form.
  background: {
    ...publicPageStyle,
    backgroundImage: 'url(/login-background.svg)',
    backgroundSize: 'cover',
    backgroundPosition: 'center',
  },
  // Fluent's Card (filled, medium) drawn with its own tokens: the Card component would add ~8 KB to
  // a cold /login (issue 17's byte budget) for a box that is neither selectable nor focusable.
  card: {
    position: 'relative',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
    overflow: 'hidden',
    width: '100%',
    maxWidth: '380px',
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow28,
    '::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      pointerEvents: 'none',
      border: `${tokens.strokeWidthThin} solid ${tokens.colorTransparentStroke}`,
      borderRadius: tokens.borderRadiusMedium,
    },
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  providers: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  tenant: { color: tokens.colorNeutralForeground3 },
});

/**
 * The outcome of a single sign-on in the page address (issue 20): `signedIn`, or the reason it was
 * refused. Read once, then taken out of the address.
 */
function takeSsoOutcome(): string | null {
  const address = new URL(window.location.href);
  const outcome = address.searchParams.get(SSO_RESULT_PARAM);
  if (outcome === null) return null;
  address.searchParams.delete(SSO_RESULT_PARAM);
  window.history.replaceState(window.history.state, '', `${address.pathname}${address.search}${address.hash}`);
  return outcome;
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
  const styles = useStyles();
  const notify = useNotify();
  const { trigger, isMutating } = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Stays true once signed in: the button must not come back while the page reloads.
  const [leaving, setLeaving] = useState(false);
  const loginFacts = useSignInProviders().data;
  const providers = loginFacts?.providers ?? [];
  const [ssoOutcome] = useState(takeSsoOutcome);
  const [ssoProblem, setSsoProblem] = useState<string | null>(
    ssoOutcome && ssoOutcome !== SSO_SIGNED_IN ? ssoMessage(ssoOutcome) : null,
  );
  const [finishingSso, setFinishingSso] = useState(ssoOutcome === SSO_SIGNED_IN);
  const [returnTo] = useState(pageAskedFor);
  const [restoring, setRestoring] = useState(() => ssoOutcome === null && sentByTheGuard());

  useEffect(() => {
    document.title = `Login · ${APP_NAME}`;
  }, []);

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
      <div className={styles.background}>
        <div className={styles.card}>
          <Spinner label="Signing you in..." />
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
    const outcome = await trigger({ email: email.trim(), password });
    if (!outcome.signedIn) {
      notify.error(outcome.message);
      return;
    }
    // Spec: go to /ticket (or the page asked for, issue 17) and reload, so every screen starts
    // from the new session.
    setLeaving(true);
    window.location.assign(returnTo);
  }

  return (
    <div className={styles.background}>
      <div className={styles.card}>
        <header className={styles.heading}>
          <Title2 as="h1">{APP_NAME}</Title2>
          {/* The tenant's name, once known: whose helpdesk this is. */}
          <Body1 className={styles.tenant}>{loginFacts?.tenantName ?? '\u00a0'}</Body1>
        </header>
        {ssoProblem && (
          <MessageBar intent="error">
            <MessageBarBody>{ssoProblem}</MessageBarBody>
          </MessageBar>
        )}
        {providers.length > 0 && (
          <div className={styles.providers}>
            {providers.map((provider) => (
              // A full navigation: the API sends the browser on to the provider.
              <Button
                key={provider.id}
                as="a"
                appearance="outline"
                href={withQuery(oidcStart.path, { provider: provider.id })}
                onClick={() => window.sessionStorage.setItem(RETURN_TO_PARAM, returnTo)}
              >
                Sign in with {provider.displayName}
              </Button>
            ))}
            <Divider>or</Divider>
          </div>
        )}
        {/* noValidate: the spec's warning toast, not the browser's bubble, reports missing fields. */}
        <form className={styles.form} onSubmit={submit} noValidate aria-label="Login">
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
          <Button type="submit" appearance="primary" disabled={isMutating || leaving}>
            Login
          </Button>
        </form>
        <ForgotPasswordLink initialEmail={email} />
      </div>
    </div>
  );
}
