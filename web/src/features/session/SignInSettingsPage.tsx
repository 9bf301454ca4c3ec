// First: zod's CSP-safe setting before this screen's contract schemas are built (see the module).
import '@/lib/zodConfig';
import { Button, Field, Input, makeStyles, Switch, Text, Textarea, tokens } from '@fluentui/react-components';
import { oidcCallback, type SignInSettingsView } from '@shared/contract/singleSignOn';
import { saveSignInSettingsRequest } from '@shared/contract/singleSignOnFields';
import { PROVIDER_PRESETS, type ProviderPreset, providerPresets } from '@shared/domain/singleSignOn';
import { type FormEvent, useState } from 'react';
import { useSaveSignInSettings, useSignInSettings } from '@/api/session';
import { LoadedRecord } from '@/components/LoadedRecord';
import { PageShell } from '@/components/PageShell';
import { SettingsForm, SettingsHeading } from '@/components/SettingsForm';
import { useNotify } from '@/components/toast';

const useStyles = makeStyles({
  provider: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  // A long URI breaks anywhere rather than pushing a phone-wide page sideways.
  uri: { overflowWrap: 'anywhere' },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/** A provider as edited: the secret is write-only (blank keeps the stored one), domains as one text. */
interface ProviderDraft {
  id: string;
  preset: ProviderPreset;
  displayName: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  clientSecretSet: boolean;
  domains: string;
}

const listOf = (value: string) =>
  value
    .split(/[\s,;]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);

const draftsOf = (settings: SignInSettingsView): ProviderDraft[] =>
  settings.providers.map(({ allowedDomains, ...provider }) => ({
    ...provider,
    clientSecret: '',
    domains: allowedDomains.join(', '),
  }));

function newDraft(preset: ProviderPreset, taken: ProviderDraft[]): ProviderDraft {
  const base = preset === 'generic' ? 'sso' : preset;
  let id = base;
  for (let suffix = 2; taken.some((draft) => draft.id === id); suffix++) id = `${base}-${suffix}`;
  const { displayName, issuer } = PROVIDER_PRESETS[preset];
  return { id, preset, displayName, issuer, clientId: '', clientSecret: '', clientSecretSet: false, domains: '' };
}

/** /signInSettings: Admin → Sign-in (issue 20), the tenant's single sign-on (central admins). */
export default function SignInSettingsPage() {
  const stored = useSignInSettings();
  return (
    <PageShell title="Sign-in">
      <LoadedRecord record={stored} loadingLabel="Loading settings">
        {(settings) => <SignInSettingsForm settings={settings} onSaved={() => stored.mutate()} />}
      </LoadedRecord>
    </PageShell>
  );
}

function SignInSettingsForm({ settings, onSaved }: { settings: SignInSettingsView; onSaved: () => void }) {
  const styles = useStyles();
  const notify = useNotify();
  const save = useSaveSignInSettings();
  const [providers, setProviders] = useState<ProviderDraft[]>(() => draftsOf(settings));
  const [requireSso, setRequireSso] = useState(settings.requireSso);
  const [breakGlass, setBreakGlass] = useState(settings.breakGlassEmails.join('\n'));
  const [createUsers, setCreateUsers] = useState(settings.createUsersOnFirstSignIn);
  const [departmentClaim, setDepartmentClaim] = useState(settings.departmentClaim);
  const redirectUri = `${window.location.origin}${oidcCallback.path}`;

  const change = (index: number, patch: Partial<ProviderDraft>) =>
    setProviders((current) => current.map((draft, at) => (at === index ? { ...draft, ...patch } : draft)));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const request = {
      requireSso,
      breakGlassEmails: listOf(breakGlass),
      createUsersOnFirstSignIn: createUsers,
      departmentClaim,
      providers: providers.map(({ clientSecretSet, clientSecret, domains, ...provider }) => ({
        ...provider,
        allowedDomains: listOf(domains),
        ...(clientSecret ? { clientSecret } : {}),
      })),
    };
    const checked = saveSignInSettingsRequest.safeParse(request);
    if (!checked.success) {
      notify.warning(checked.error.issues[0]?.message ?? 'Please check the settings');
      return;
    }
    try {
      const answer = await save.trigger(request);
      notify.success(answer.message);
      onSaved();
    } catch (failure) {
      notify.failure(failure);
    }
  };

  return (
    <SettingsForm label="Sign-in" onSubmit={onSubmit} submitLabel="Save Settings" saving={save.isMutating} wide>
      <SettingsHeading>Single sign-on providers</SettingsHeading>
      <Text>
        Register this redirect URI with each provider: <code className={styles.uri}>{redirectUri}</code>
      </Text>
      {providers.map((provider, index) => (
        <fieldset
          key={provider.id || index}
          className={styles.provider}
          aria-label={provider.displayName || 'Provider'}
        >
          <Text weight="semibold">{PROVIDER_PRESETS[provider.preset].label}</Text>
          <Field label="Provider id" hint="Lower-case letters, digits and hyphens">
            <Input value={provider.id} onChange={(_, data) => change(index, { id: data.value })} />
          </Field>
          <Field label="Display name" hint={'The login page shows "Sign in with <display name>"'}>
            <Input value={provider.displayName} onChange={(_, data) => change(index, { displayName: data.value })} />
          </Field>
          <Field
            label="Issuer URL"
            hint="Its discovery document is read from <issuer>/.well-known/openid-configuration"
          >
            <Input value={provider.issuer} onChange={(_, data) => change(index, { issuer: data.value })} />
          </Field>
          <Field label="Client id">
            <Input value={provider.clientId} onChange={(_, data) => change(index, { clientId: data.value })} />
          </Field>
          <Field
            label="Client secret"
            hint={
              provider.clientSecretSet
                ? 'A secret is stored; leave blank to keep it.'
                : 'Stored encrypted, never shown again.'
            }
          >
            <Input
              type="password"
              autoComplete="new-password"
              value={provider.clientSecret}
              onChange={(_, data) => change(index, { clientSecret: data.value })}
            />
          </Field>
          <Field label="Allowed e-mail domains" hint="Separated by commas, e.g. school.edu, college.edu">
            <Input value={provider.domains} onChange={(_, data) => change(index, { domains: data.value })} />
          </Field>
          <div className={styles.buttons}>
            <Button onClick={() => setProviders((current) => current.filter((_, at) => at !== index))}>
              Remove provider
            </Button>
          </div>
        </fieldset>
      ))}
      <div className={styles.buttons}>
        {providerPresets.map((preset) => (
          <Button key={preset} onClick={() => setProviders((current) => [...current, newDraft(preset, current)])}>
            Add {PROVIDER_PRESETS[preset].label}
          </Button>
        ))}
      </div>
      <SettingsHeading>Password sign-in</SettingsHeading>
      <Switch label="Require single sign-on" checked={requireSso} onChange={(_, data) => setRequireSso(data.checked)} />
      <Field
        label="Break-glass admin e-mails"
        hint="Central admins who may still sign in with a password when single sign-on is required; one a line."
      >
        <Textarea value={breakGlass} onChange={(_, data) => setBreakGlass(data.value)} />
      </Field>
      <SettingsHeading>New users</SettingsHeading>
      <Switch
        label="Create users on first sign-in"
        checked={createUsers}
        onChange={(_, data) => setCreateUsers(data.checked)}
      />
      <Field
        label="Department claim"
        hint="The id-token claim whose value is the new user's department (its id or name); blank for none."
      >
        <Input value={departmentClaim} onChange={(_, data) => setDepartmentClaim(data.value)} />
      </Field>
    </SettingsForm>
  );
}
