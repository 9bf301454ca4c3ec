import { MANDATORY_MESSAGE } from '@shared/domain/adminRules';
import { PASSWORD_RULE_TEXT, passwordRuleProblem } from '@shared/domain/passwords';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSetPassword } from '@/api/session';
import { useNotify } from '@/components/toast';
import { SIGN_IN_PATH } from '@/lib/apiClient';
import { APP_NAME } from '@/lib/appName';
import { CredentialField } from './CredentialField';
import { SignInFrame } from './SignInFrame';

const MISMATCH_MESSAGE = 'The two passwords do not match';

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
      notify.failure(error);
    }
  }

  return (
    <SignInFrame heading="Set Password" wide>
      {token ? (
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
          This set-password link is not complete. Open the link from your mail again, or use "Forgot password?" on the
          login page.
        </div>
      )}
    </SignInFrame>
  );
}
