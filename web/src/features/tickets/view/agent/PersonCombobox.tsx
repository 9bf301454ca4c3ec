import { Combobox, makeStyles, Option } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTypeaheadBox } from '@/components/useTypeaheadBox';

const useStyles = makeStyles({
  box: { minWidth: '240px' },
});

/** At most this many options are rendered; typing narrows the list. */
const SHOWN = 100;

export interface PersonOption {
  id: string;
  label: string;
  /** Shown after the name, and matched by the typed text (an e-mail). */
  detail?: string;
}

export interface PersonComboboxProps {
  options: readonly PersonOption[];
  selectedId: string;
  onSelect(option: PersonOption | undefined): void;
  placeholder: string;
  disabled?: boolean;
  /** Shown as the only option while the list loads or is empty. */
  emptyText?: string;
  /** Set when the box sits outside a Field. */
  ariaLabel?: string;
}

/** A choice among a known list of people (branch users, team or department agents), narrowed by typing. */
export function PersonCombobox({
  options,
  selectedId,
  onSelect,
  placeholder,
  disabled = false,
  emptyText = 'No match',
  ariaLabel,
}: PersonComboboxProps) {
  const styles = useStyles();
  const selected = options.find((option) => option.id === selectedId);
  const { text, open, boxProps, choose } = useTypeaheadBox(selectedId, selected?.label ?? '', () =>
    onSelect(undefined),
  );
  const needle = text.trim().toLowerCase();
  const shown = useMemo(() => {
    // The chosen name in the box lists everyone again, so another can be picked without clearing it.
    const matching =
      !needle || needle === selected?.label.toLowerCase()
        ? options
        : options.filter(
            (option) =>
              option.label.toLowerCase().includes(needle) || (option.detail ?? '').toLowerCase().includes(needle),
          );
    return matching.slice(0, SHOWN);
  }, [options, needle, selected]);

  return (
    <Combobox
      {...boxProps}
      className={styles.box}
      aria-label={ariaLabel}
      placeholder={placeholder}
      disabled={disabled}
      open={open}
      onOptionSelect={(_event, data) => {
        const option = options.find((each) => each.id === data.optionValue);
        choose(option?.label ?? '');
        onSelect(option);
      }}
    >
      {shown.map((option) => (
        <Option key={option.id} value={option.id} text={option.label}>
          {option.detail ? `${option.label} (${option.detail})` : option.label}
        </Option>
      ))}
      {shown.length === 0 && (
        <Option disabled value="" text="">
          {emptyText}
        </Option>
      )}
    </Combobox>
  );
}
