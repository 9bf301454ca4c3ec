// First: zod's CSP-safe setting before this screen's contract schemas are built (see the module).
import '@/lib/zodConfig';
import { Dropdown, Field, Input, Option, Switch, Textarea } from '@fluentui/react-components';
import type { TenantSettingsView } from '@shared/contract/tenantSettings';
import {
  saveUpdateTenantSettingsRequest,
  settingLabel,
  type TenantFlags,
  type TenantTexts,
  tenantFlags,
  tenantTexts,
} from '@shared/contract/tenantSettingsFields';
import { type FormEvent, useState } from 'react';
import { type DropdownChoice, DropdownOptions } from '@/components/DropdownOptions';
import { SettingsForm, SettingsHeading } from '@/components/SettingsForm';
import { useNotify } from '@/components/toast';
import { useHelpTopicChoices, useRereadSettings, useSaveSettings } from './api';
import { StoredSettingsPage } from './StoredSettingsPage';

// The form follows the contract's lists (issue 21 item 5): a setting added there shows here.
const flagNames = Object.keys(tenantFlags.shape) as (keyof TenantFlags)[];
const textNames = Object.keys(tenantTexts.shape) as (keyof TenantTexts)[];
type TextValues = Record<keyof TenantTexts, string>;

const textsOf = (settings: TenantSettingsView): TextValues =>
  Object.fromEntries(textNames.map((name) => [name, settings[name] ?? ''])) as TextValues;
const flagsOf = (settings: TenantSettingsView): TenantFlags =>
  Object.fromEntries(flagNames.map((name) => [name, settings[name]])) as TenantFlags;

/** /tenantSettings: Admin → Tenant Settings, the tenant's feature flags and header texts (central admins). */
export default function TenantSettingsPage() {
  return (
    <StoredSettingsPage title="Tenant Settings">
      {(settings) => <TenantSettingsForm settings={settings} />}
    </StoredSettingsPage>
  );
}

function TenantSettingsForm({ settings }: { settings: TenantSettingsView }) {
  const notify = useNotify();
  const save = useSaveSettings();
  const reread = useRereadSettings();
  const [flags, setFlags] = useState<TenantFlags>(() => flagsOf(settings));
  const [texts, setTexts] = useState<TextValues>(() => textsOf(settings));
  const [problems, setProblems] = useState<Partial<Record<string, string>>>({});
  const helpTopics = useHelpTopicChoices();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const request = { ...flags, ...texts };
    // The contract's own checks, so the form answers with the server's messages before calling it.
    const checked = saveUpdateTenantSettingsRequest.safeParse(request);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[String(issue.path[0])] ??= issue.message;
      setProblems(found);
      notify.warning(checked.error.issues[0]?.message ?? 'Please check the settings');
      return;
    }
    setProblems({});
    try {
      const answer = await save.trigger(request);
      notify.success(answer.message);
      await reread();
    } catch (failure) {
      notify.failure(failure);
    }
  };

  return (
    <SettingsForm label="Tenant Settings" onSubmit={onSubmit} submitLabel="Save Settings" saving={save.isMutating}>
      <SettingsHeading>Portal Features</SettingsHeading>
      {flagNames.map((name) => {
        const label = settingLabel(name, tenantFlags.shape[name]);
        const toggle = (
          <Switch
            key={name}
            label={label.title}
            checked={flags[name]}
            onChange={(_, data) => setFlags((current) => ({ ...current, [name]: data.checked }))}
          />
        );
        // A switch with a consequence says it under itself (the escalation switches), as its description.
        return label.hint ? (
          <Field key={name} hint={label.hint}>
            {toggle}
          </Field>
        ) : (
          toggle
        );
      })}
      <SettingsHeading>Header and Notices</SettingsHeading>
      {textNames.map((name) => {
        const label = settingLabel(name, tenantTexts.shape[name]);
        const onChange = (value: string) => {
          setTexts((current) => ({ ...current, [name]: value }));
          setProblems((current) => ({ ...current, [name]: undefined }));
        };
        return (
          <Field
            key={name}
            label={label.title}
            hint={label.hint}
            validationState={problems[name] ? 'error' : 'none'}
            validationMessage={problems[name]}
          >
            {label.pick === 'helpTopic' ? (
              <HelpTopicPick value={texts[name]} choices={helpTopics} onChange={onChange} />
            ) : label.multiline ? (
              <Textarea value={texts[name]} onChange={(_, data) => onChange(data.value)} />
            ) : (
              <Input value={texts[name]} onChange={(_, data) => onChange(data.value)} />
            )}
          </Field>
        );
      })}
    </SettingsForm>
  );
}

const NO_TOPIC = 'None: no tickets by mail';

/** A setting that names a help topic (issue 19): the active topics, or none; a stale id shows as it is. */
function HelpTopicPick(props: { value: string; choices: DropdownChoice[]; onChange: (value: string) => void }) {
  const chosen = props.choices.find((choice) => choice.value === props.value);
  return (
    <Dropdown
      value={props.value ? (chosen?.label ?? `Help topic ${props.value} (not active)`) : NO_TOPIC}
      selectedOptions={[props.value]}
      onOptionSelect={(_, data) => props.onChange(data.optionValue ?? '')}
    >
      <Option value="">{NO_TOPIC}</Option>
      <DropdownOptions choices={props.choices} />
    </Dropdown>
  );
}
