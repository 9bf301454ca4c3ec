import { Dropdown, Field, makeStyles, Option } from '@fluentui/react-components';
import { statusFilterOptions } from '../../../shared/domain/statuses';
import { nextStatusSelection, statusSelectionText } from '../../../shared/domain/statusFilter';

const useStyles = makeStyles({
  dropdown: { width: '240px', minWidth: '240px' },
});

export interface StatusMultiSelectProps {
  label?: string;
  /** Chosen filter ids ('1' All .. '15' Re-Open). */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  placeholder?: string;
}

/** The 15 status filter options with the spec's selection rules (shared/domain/statusFilter.ts). */
export function StatusMultiSelect({
  label = 'Status',
  value,
  onChange,
  placeholder = 'Select',
}: StatusMultiSelectProps) {
  const styles = useStyles();
  const text = statusSelectionText(value);
  return (
    <Field label={label}>
      <Dropdown
        multiselect
        className={styles.dropdown}
        placeholder={placeholder}
        value={text}
        title={text || undefined}
        selectedOptions={[...value]}
        onOptionSelect={(_, data) => onChange(nextStatusSelection(value, data.selectedOptions))}
      >
        {statusFilterOptions.map((option) => (
          <Option key={option.value} value={option.value}>
            {option.label}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
