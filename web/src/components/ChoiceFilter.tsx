import { Dropdown, Field, Option } from '@fluentui/react-components';
import { type DropdownChoice, DropdownOptions } from '@/components/DropdownOptions';

/** One value a list filter offers. */
export type FilterChoice = DropdownChoice;

/** The "All" option's value: an option needs a non-empty one, and no real value looks like this. */
const ALL = '\u0000all';

export interface ChoiceFilterProps {
  label: string;
  choices: readonly FilterChoice[];
  /** The chosen value; '' is All. */
  value: string;
  /** The new value ('' for All) and its choice, for filters that save the label with it. */
  onChange(value: string, choice: FilterChoice | undefined): void;
  className?: string;
}

/**
 * A list filter that keeps one value or All (the filter bars' Department, Help Topic, Overdue, FR
 * breached…), named by its visible label for screen readers.
 */
export function ChoiceFilter({ label, choices, value, onChange, className }: ChoiceFilterProps) {
  const chosen = choices.find((choice) => choice.value === value);
  return (
    <Field label={label}>
      <Dropdown
        className={className}
        placeholder="All"
        value={chosen?.label ?? 'All'}
        selectedOptions={[chosen ? chosen.value : ALL]}
        onOptionSelect={(_, data) => {
          const next = choices.find((choice) => choice.value === data.optionValue);
          onChange(next?.value ?? '', next);
        }}
      >
        <Option value={ALL}>All</Option>
        <DropdownOptions choices={choices} />
      </Dropdown>
    </Field>
  );
}
