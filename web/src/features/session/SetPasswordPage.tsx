import { MANDATORY_MESSAGE } from '@shared/domain/adminRules';
import { PASSWORD_RULE_TEXT, passwordRuleProblem, SET_PASSWORD_MESSAGES } from '@shared/domain/passwords';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSetPassword } from '@/api/session';
import { useNotify } from '@/components/toast';
import { isApiError, SIGN_IN_PATH } from '@/lib/apiClient';
import { APP_NAME } from '@/lib/appName';
import { CredentialField } from './CredentialField';
import { ForgotPasswordLink } from './ForgotPasswordLink';
import { SignInFrame } from './SignInFrame';

const MISMATCH_MESSAGE = 'The two passwords do not match';

/** The server's answers for a link that can never set a password: the page offers the ways on instead. */
const DEAD_LINK_MESSAGES = new Set<string>([
  SET_PASSWORD_MESSAGES.unknownLink,
  SET_PASSWORD_MESSAGES.usedLink,
  SET_PASSWORD_MESSAGES.expiredLink,
  SET_PASSWORD_MESSAGES.replacedLink,
]);

/** A new link ("Forgot password?") or the login page, under a message about this link. */
function WaysOn() {
  return (
    <div className="hd-message-actions">
      <ForgotPasswordLink initialEmail="" />
      <Link className="hd-link" to={SIGN_IN_PATH}>
        Login
      </Link>
    </div>
  );
}

/** The token of the link (`/setPassword?token=…`), read once. */
const tokenFromAddress = () => new URLSearchParams(window.location.search).get('token')?.trim() ?? '';

/**
 * /setPassword?token=… (issue 13): the page an invite, reset or first-admin link opens. The rule is
 * shown and checked here first; the server enforces it and the link's validity (single use, 72 h).
 */
export default function SetPasswordPage() {
  const notify = useNotify();
  const navigate = useNavigate();
  const { trigger, isMutating } = useSetPassword();
  const [token] = useState(tokenFromAddress);
  const [password, setPasswordValue] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [deadLink, setDeadLink] = useState<string | null>(null);

  useEffect(() => {
    document.title = `Set password · ${APP_NAME}`;
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password || !confirmation) {
      notify.warning(MANDATORY_MESSAGE);
      return;
    }
    if (password !== confirmation) {
      notify.warning(MISMATCH_MESSAGE);
      return;
    }
    // The e-mail is the server's to know: it checks that part of the rule.
    const problem = passwordRuleProblem(password, '');
    if (problem) {
      notify.warning(problem);
      return;
    }
    try {
      const answer = await trigger({ token, password });
      notify.success(answer.message);
      navigate(SIGN_IN_PATH, { replace: true });
    } catch (error) {
      if (isApiError(error) && DEAD_LINK_MESSAGES.has(error.message)) {
        setDeadLink(error.message);
        return;
      }
      notify.failure(error);
    }
  }

  return (
    <SignInFrame heading="Set Password" wide>
      {deadLink ? (
        <div className="hd-message-error" role="alert">
          <p>{deadLink}</p>
          <WaysOn />
        </div>
      ) : token ? (
        <form className="hd-form" onSubmit={submit} noValidate aria-label="Set password">
          <CredentialField
            label="New password"
            hint={PASSWORD_RULE_TEXT}
            type="password"
            name="new-password"
            autoComplete="new-password"
            value={password}
            onChange={setPasswordValue}
          />
          <CredentialField
            label="Confirm password"
            type="password"
            name="confirm-password"
            autoComplete="new-password"
            value={confirmation}
            onChange={setConfirmation}
          />
          <button type="submit" className="hd-button" disabled={isMutating}>
            Set password
          </button>
        </form>
      ) : (
        <div className="hd-message-error" role="alert">
          <p>
            This set-password link is not complete. Open the link from your mail again, or use "Forgot password?" on the
            login page.
          </p>
          <WaysOn />
        </div>
      )}
    </SignInFrame>
  );
}
