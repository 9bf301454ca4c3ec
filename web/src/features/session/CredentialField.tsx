import { useId } from 'react';
import './publicPage.css';

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

/**
 * A required email or password box of the sign-in screens (Login, Set password, Forgot password?),
 * drawn as Fluent's Field and Input (publicPage.css) without loading Fluent. `required` marks it for
 * assistive technology; the forms are noValidate, as the spec's warning toast reports what is missing.
 */
export function CredentialField({ label, hint, type, name, autoComplete, value, onChange }: CredentialFieldProps) {
  const id = useId();
  return (
    <div className="hd-field">
      <label htmlFor={id}>
        {label}
        <span className="hd-field-required" aria-hidden="true">
          *
        </span>
      </label>
      <input
        id={id}
        className="hd-input"
        type={type}
        name={name}
        autoComplete={autoComplete}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {hint && (
        <div id={`${id}-hint`} className="hd-field-hint">
          {hint}
        </div>
      )}
    </div>
  );
}
