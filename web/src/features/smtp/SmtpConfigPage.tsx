import { Button, Field, Input, type InputProps, makeStyles, Textarea, tokens } from '@fluentui/react-components';
import type { TenantSettingsView } from '@shared/contract/tenantSettings';
import { SMTP_SAVED_MESSAGE, type SmtpField, smtpFormProblem } from '@shared/domain/adminRules';
import { mailDomainsProblem, parseMailDomains } from '@shared/domain/mail';
import { type FormEvent, useState } from 'react';
import { cardStyle } from '@/components/formStyles';
import { SettingsForm, SettingsHeading } from '@/components/SettingsForm';
import { useNotify } from '@/components/toast';
import { useRereadSettings, useSaveSettings } from './api';
import { StoredSettingsPage } from './StoredSettingsPage';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '520px',
    ...cardStyle(),
  },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalM },
});

const fields: { name: SmtpField; label: string; type?: InputProps['type'] }[] = [
  { name: 'smtp_host', label: 'SMTP HOST' },
  { name: 'smtp_port', label: 'SMTP PORT', type: 'number' },
  { name: 'smtp_user', label: 'SMTP USER' },
  { name: 'smtp_password', label: 'SMTP PASSWORD', type: 'password' },
  { name: 'smtp_email', label: 'SMTP EMAIL ADDRESS', type: 'email' },
];

/**
 * /smtp_config: 'Configure SMTP', prefilled from the stored settings except the password, and the
 * Mail Domains. The feature flags and header texts are on Admin → Tenant Settings (issue 21 item 5).
 */
export default function SmtpConfigPage() {
  return (
    <StoredSettingsPage title="Configure SMTP">
      {(settings) => (
        <>
          <SmtpForm settings={settings} />
          <MailDomains settings={settings} />
        </>
      )}
    </StoredSettingsPage>
  );
}

function SmtpForm({ settings }: { settings: TenantSettingsView }) {
  const notify = useNotify();
  const save = useSaveSettings();
  const reread = useRereadSettings();
  const [values, setValues] = useState<Record<SmtpField, string>>({
    smtp_host: settings.smtp_host ?? '',
    smtp_port: settings.smtp_port ?? '',
    smtp_user: settings.smtp_user ?? '',
    // Never sent by the server: the password is typed again on each save.
    smtp_password: '',
    smtp_email: settings.smtp_email ?? '',
  });
  const [submitted, setSubmitted] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const problem = smtpFormProblem(values);
    if (problem) {
      notify.warning(problem);
      return;
    }
    try {
      await save.trigger(values);
      notify.success(SMTP_SAVED_MESSAGE);
      setValues((current) => ({ ...current, smtp_password: '' }));
      setSubmitted(false);
      await reread();
    } catch (failure) {
      notify.failure(failure);
    }
  };

  return (
    <SettingsForm label="Configure SMTP" onSubmit={onSubmit} submitLabel="Submit" saving={save.isMutating}>
      {fields.map((field) => (
        <Field
          key={field.name}
          label={field.label}
          required
          validationState={submitted && values[field.name].trim() === '' ? 'error' : 'none'}
          hint={
            field.name === 'smtp_password' && settings.smtp_password_set
              ? 'A password is stored. Enter it again to save.'
              : undefined
          }
        >
          <Input
            type={field.type}
            autoComplete={field.name === 'smtp_password' ? 'new-password' : 'off'}
            value={values[field.name]}
            onChange={(_, data) => setValues((current) => ({ ...current, [field.name]: data.value }))}
          />
        </Field>
      ))}
    </SettingsForm>
  );
}

/**
 * Mail Domains (issue #15): the domains agents may add reply recipients from. Until admins set
 * them, the domains of the tenant's users apply.
 */
function MailDomains({ settings }: { settings: TenantSettingsView }) {
  const styles = useStyles();
  const notify = useNotify();
  const save = useSaveSettings();
  const reread = useRereadSettings();
  const stored = settings.mail_domains ?? null;
  const [text, setText] = useState(() => (stored ?? []).join(', '));
  const [problem, setProblem] = useState<string | undefined>();

  const onSave = async () => {
    const domains = parseMailDomains(text);
    const found = mailDomainsProblem(domains);
    setProblem(found);
    if (found) {
      notify.warning(found);
      return;
    }
    try {
      const answer = await save.trigger({ mail_domains: domains });
      notify.success(answer.message);
      setText(domains.join(', '));
      await reread();
    } catch (failure) {
      notify.failure(failure);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="mail-domains">
      <SettingsHeading id="mail-domains">Mail Domains</SettingsHeading>
      <Field
        label="MAIL DOMAINS"
        validationState={problem ? 'error' : 'none'}
        validationMessage={problem}
        hint={
          stored
            ? 'Agents may add reply recipients only from these domains (separate them with commas).'
            : "Not set: agents may add reply recipients from the domains of the tenant's users."
        }
      >
        <Textarea
          value={text}
          placeholder="school.edu, college.edu"
          onChange={(_, data) => {
            setText(data.value);
            setProblem(undefined);
          }}
        />
      </Field>
      <div className={styles.buttons}>
        <Button disabled={save.isMutating} onClick={onSave}>
          Save Mail Domains
        </Button>
      </div>
    </section>
  );
}
