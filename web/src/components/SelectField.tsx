import { Field, type FieldProps, makeStyles, Select } from '@fluentui/react-components';
import { selectInColumnStyle } from './formStyles';

const useStyles = makeStyles(selectInColumnStyle);

export interface SelectFieldProps {
  label: string;
  required?: boolean;
  value: string;
  onChange(value: string): void;
  /** The choices after 'Select' (none yet while they load). */
  choices: readonly { value: string; label: string }[] | undefined;
  disabled?: boolean;
  /** The form's marking of a missing choice. */
  validation?: Pick<FieldProps, 'validationState' | 'validationMessage'>;
}

/** A labelled native select that starts at 'Select' (no choice), as the forms of the spec show them. */
export function SelectField({ label, required, value, onChange, choices, disabled, validation }: SelectFieldProps) {
  const styles = useStyles();
  return (
    <Field label={label} required={required} {...validation}>
      <Select
        className={styles.root}
        select={{ className: styles.select }}
        value={value}
        disabled={disabled}
        onChange={(_event, data) => onChange(data.value)}
      >
        <option value="">Select</option>
        {choices?.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
