import { Button, Card, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { MANDATORY_MESSAGE } from '@shared/domain/adminRules';
import { PASSWORD_RULE_TEXT, passwordRuleProblem } from '@shared/domain/passwords';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSetPassword } from '@/api/session';
import { APP_NAME } from '@/components/PageShell';
import { useNotify } from '@/components/toast';
import { SIGN_IN_PATH } from '@/lib/apiClient';
import { CredentialField } from './CredentialField';
import { publicPageStyle } from './publicPageStyle';

const MISMATCH_MESSAGE = 'The two passwords do not match';

const useStyles = makeStyles({
  // Public page, like the login page: its own layout and no navigation bar.
  background: publicPageStyle,
  card: { width: '100%', maxWidth: '420px', padding: tokens.spacingHorizontalXXL, boxShadow: tokens.shadow28 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** The token of the link (`/setPassword?token=…`), read once. */
const tokenFromAddress = () => new URLSearchParams(window.location.search).get('token')?.trim() ?? '';

/**
 * /setPassword?token=… (issue 13): the page an invite, reset or first-admin link opens. The rule is
 * shown and checked here first; the server enforces it and the link's validity (single use, 72 h).
 */
export default function SetPasswordPage() {
  const styles = useStyles();
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
    <div className={styles.background}>
      <Card className={styles.card}>
        {token ? (
          <form className={styles.form} onSubmit={submit} noValidate aria-label="Set password">
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
            <Button type="submit" appearance="primary" disabled={isMutating}>
              Set password
            </Button>
          </form>
        ) : (
          <MessageBar intent="error">
            <MessageBarBody>
              This set-password link is not complete. Open the link from your mail again, or use "Forgot password?" on
              the login page.
            </MessageBarBody>
          </MessageBar>
        )}
      </Card>
    </div>
  );
}
