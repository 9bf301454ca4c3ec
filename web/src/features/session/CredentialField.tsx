import { Field, Input } from '@fluentui/react-components';

export interface CredentialFieldProps {
  label: string;
  hint?: string;
  type: 'email' | 'password';
  /** The input's name and autocomplete token: what a password manager fills in. */
  name: string;
  autoComplete: 'username' | 'current-password' | 'new-password';
  value: string;
  onChange(value: string): void;
}

/** A required email or password box of the sign-in screens (Login, Set password, Forgot password?). */
export function CredentialField({ label, hint, type, name, autoComplete, value, onChange }: CredentialFieldProps) {
  return (
    <Field label={label} hint={hint} required>
      <Input
        type={type}
        name={name}
        autoComplete={autoComplete}
        value={value}
        onChange={(_event, data) => onChange(data.value)}
      />
    </Field>
  );
}
