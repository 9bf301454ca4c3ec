import { Option } from '@fluentui/react-components';

/** One choice a Fluent Dropdown offers: the value it selects and the text it shows. */
export interface DropdownChoice {
  value: string;
  label: string;
}

/**
 * A Fluent Dropdown's options, in the list's order; an option the list does not hold (a filter's
 * All) stays its own. Options register with their Dropdown through context, so they may be drawn by
 * this child component. The native-select counterparts are TextOptions and LabelOptions.
 */
export function DropdownOptions({ choices }: { choices: readonly DropdownChoice[] }) {
  return (
    <>
      {choices.map((choice) => (
        <Option key={choice.value} value={choice.value}>
          {choice.label}
        </Option>
      ))}
    </>
  );
}
