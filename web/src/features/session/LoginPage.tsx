import { Button, Card, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { type FormEvent, useEffect, useState } from 'react';
import { APP_NAME } from '../../components/PageShell';
import { useNotify } from '../../components/toast';
import { useLogin } from './api';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';

const MANDATORY_MESSAGE = 'Please fill mandatory information';

const useStyles = makeStyles({
  // Own layout (spec): a background image and no navigation bar, only the form.
  background: {
    minHeight: '100vh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorBrandBackground2,
    backgroundImage: 'url(/login-background.svg)',
    backgroundSize: 'cover',
    backgroundPosition: 'center',
  },
  card: { width: '100%', maxWidth: '380px', padding: tokens.spacingHorizontalXXL, boxShadow: tokens.shadow28 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

export default function LoginPage() {
  const styles = useStyles();
  const notify = useNotify();
  const { trigger, isMutating } = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Stays true once signed in: the button must not come back while the page reloads.
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    document.title = `Login · ${APP_NAME}`;
  }, []);

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
    // Spec: go to /ticket and reload, so every screen starts from the new session.
    setLeaving(true);
    window.location.assign('/ticket');
  }

  return (
    <div className={styles.background}>
      <Card className={styles.card}>
        {/* noValidate: the spec's warning toast, not the browser's bubble, reports missing fields. */}
        <form className={styles.form} onSubmit={submit} noValidate aria-label="Login">
          <Field label="Email address" hint="We'll never share your email with anyone else." required>
            <Input
              type="email"
              name="email"
              autoComplete="username"
              value={email}
              onChange={(_event, data) => setEmail(data.value)}
            />
          </Field>
          <Field label="Password" required>
            <Input
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(_event, data) => setPassword(data.value)}
            />
          </Field>
          <Button type="submit" appearance="primary" disabled={isMutating || leaving}>
            Login
          </Button>
        </form>
        <ForgotPasswordDialog initialEmail={email} />
      </Card>
    </div>
  );
}
