import { Dropdown, Field, makeStyles } from '@fluentui/react-components';
import type { Option as ChoiceOption } from '@shared/contract/common';
import { DropdownOptions } from '@/components/DropdownOptions';

const useStyles = makeStyles({
  dropdown: { width: '220px', minWidth: '220px' },
  // Several choices stay on one line (the full list is in the tooltip).
  button: { overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' },
});

export interface OptionMultiSelectProps {
  label: string;
  required?: boolean;
  /** The options offered; undefined while they load. */
  options: readonly ChoiceOption[] | undefined;
  value: readonly ChoiceOption[];
  onChange: (value: ChoiceOption[]) => void;
  loading?: boolean;
  /** Why nothing is offered yet (for example 'Select a department first'). */
  emptyHint?: string;
  error?: string;
}

/**
 * A multi-select of value/label options (the analytics filters). The chosen options keep their labels,
 * so a saved choice reads right before its options have loaded.
 */
export function OptionMultiSelect({
  label,
  required = false,
  options,
  value,
  onChange,
  loading = false,
  emptyHint = 'No options',
  error,
}: OptionMultiSelectProps) {
  const styles = useStyles();
  const text = value.map((option) => option.label).join(', ');
  const offered = options ?? [];
  const byValue = new Map([...value, ...offered].map((option) => [option.value, option]));
  const placeholder = loading ? 'Loading...' : offered.length === 0 ? emptyHint : 'Select';

  return (
    <Field label={label} required={required} validationMessage={error} validationState={error ? 'error' : 'none'}>
      <Dropdown
        multiselect
        className={styles.dropdown}
        button={{ className: styles.button }}
        placeholder={placeholder}
        value={text}
        title={text || undefined}
        selectedOptions={value.map((option) => option.value)}
        onOptionSelect={(_, data) =>
          onChange(
            data.selectedOptions
              .map((selected) => byValue.get(selected))
              .filter((option): option is ChoiceOption => option !== undefined),
          )
        }
      >
        <DropdownOptions choices={offered} />
      </Dropdown>
    </Field>
  );
}
