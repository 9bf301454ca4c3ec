import { Dropdown, Field, makeStyles } from '@fluentui/react-components';
import { statusFilterOptions } from '@shared/domain/statuses';
import { nextStatusSelection, statusSelectionSummary, statusSelectionText } from '@shared/domain/statusFilter';
import { DropdownOptions } from '@/components/DropdownOptions';

const useStyles = makeStyles({
  dropdown: { width: '240px', minWidth: '240px' },
  // One line, the chevron always in view: the text column may shrink below its content.
  button: {
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    gridTemplateColumns: '[content] minmax(0, 1fr) [icon] auto [end]',
  },
});

export interface StatusMultiSelectProps {
  label?: string;
  /** Chosen filter ids ('1' All .. '15' Re-Open). */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  placeholder?: string;
}

/**
 * The 15 status filter options with the spec's selection rules (shared/domain/statusFilter.ts). The
 * control shows a summary ('All', 'Open, Closed', 'Open +11 more'); its tooltip lists every choice.
 */
export function StatusMultiSelect({
  label = 'Status',
  value,
  onChange,
  placeholder = 'Select',
}: StatusMultiSelectProps) {
  const styles = useStyles();
  const fullText = statusSelectionText(value);
  return (
    <Field label={label}>
      <Dropdown
        multiselect
        className={styles.dropdown}
        button={{ className: styles.button }}
        placeholder={placeholder}
        value={statusSelectionSummary(value)}
        title={fullText || undefined}
        selectedOptions={[...value]}
        onOptionSelect={(_, data) => onChange(nextStatusSelection(value, data.selectedOptions))}
      >
        <DropdownOptions choices={statusFilterOptions} />
      </Dropdown>
    </Field>
  );
}
