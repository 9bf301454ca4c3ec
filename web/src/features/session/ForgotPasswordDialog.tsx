import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { looksLikeEmail, MANDATORY_MESSAGE, USER_MESSAGES } from '@shared/domain/adminRules';
import { type FormEvent, useEffect, useState } from 'react';
import { useRequestPasswordReset } from '@/api/session';
import { AppDialog } from '@/components/AppDialog';
import { FluentShell } from '@/components/FluentShell';
import { useNotify } from '@/components/toast';
import { CredentialField } from './CredentialField';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface ForgotPasswordDialogProps {
  /** The login form's e-mail, copied in on each opening. */
  initialEmail: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * "Forgot password?" on the login page (issue 13): mails a set-password link. The answer is the same
 * whether or not the e-mail has an account, and is shown as it comes. Opened by ForgotPasswordLink,
 * which loads this module on first use (the login page's first paint does not pay for Fluent's Dialog);
 * it brings Fluent's theme with it, as the login page has none.
 */
export default function ForgotPasswordDialog({ initialEmail, open, onOpenChange }: ForgotPasswordDialogProps) {
  const styles = useStyles();
  const notify = useNotify();
  const { trigger, isMutating } = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  useEffect(() => {
    if (open) setEmail(initialEmail.trim());
  }, [open, initialEmail]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim()) {
      notify.warning(MANDATORY_MESSAGE);
      return;
    }
    if (!looksLikeEmail(email)) {
      notify.warning(USER_MESSAGES.invalidEmail);
      return;
    }
    try {
      const answer = await trigger({ email: email.trim() });
      notify.success(answer.message);
      onOpenChange(false);
    } catch (error) {
      notify.failure(error);
    }
  }

  return (
    <FluentShell>
      <AppDialog
        open={open}
        onClose={() => onOpenChange(false)}
        title="Forgot password?"
        onSubmit={submit}
        formLabel="Forgot password"
        contentClassName={styles.form}
        actions={
          <>
            <Button appearance="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" appearance="primary" disabled={isMutating}>
              Send link
            </Button>
          </>
        }
      >
        We will mail you a link to choose a new password.
        <CredentialField
          label="Email address"
          type="email"
          name="reset-email"
          autoComplete="username"
          value={email}
          onChange={setEmail}
        />
      </AppDialog>
    </FluentShell>
  );
}
