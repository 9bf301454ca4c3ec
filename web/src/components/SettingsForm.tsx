import { Button, makeStyles, mergeClasses, Subtitle2, tokens } from '@fluentui/react-components';
import type { FormEvent, ReactNode } from 'react';
import { cardStyle } from './formStyles';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '560px',
    ...cardStyle(),
  },
  wide: { maxWidth: '640px' },
  heading: { margin: 0 },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

export interface SettingsFormProps {
  /** The form's accessible name (the screen's or the section's name). */
  label: string;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** The primary button's text, as the spec names it ('Submit', 'Save Settings'). */
  submitLabel: string;
  saving: boolean;
  /** A form with wide values (URIs, provider blocks). */
  wide?: boolean;
  children: ReactNode;
}

/**
 * A settings screen's form card (Configure SMTP, Tenant Settings, Sign-in): the fields, then the
 * primary button. noValidate: each screen checks its own fields and warns with a toast.
 */
export function SettingsForm({ label, onSubmit, submitLabel, saving, wide, children }: SettingsFormProps) {
  const styles = useStyles();
  return (
    <form className={mergeClasses(styles.card, wide && styles.wide)} onSubmit={onSubmit} noValidate aria-label={label}>
      {children}
      <div className={styles.buttons}>
        <Button appearance="primary" type="submit" disabled={saving}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** A heading inside a settings card. */
export function SettingsHeading({ id, children }: { id?: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <Subtitle2 as="h2" id={id} className={styles.heading}>
      {children}
    </Subtitle2>
  );
}
