import type { ComboboxProps } from '@fluentui/react-components';
import { useState } from 'react';

/**
 * The text and open state of a freeform typeahead Combobox over people. Any change of the text
 * (typing, pasting) opens the list and drops the choice; `choose` puts the chosen text in and closes.
 */
export function useTypeaheadBox(selectedId: string, initialText: string, onClear: () => void) {
  const [text, setText] = useState(initialText);
  // Opened by any change of the text, not only by keys and clicks, so options that arrive later are seen.
  const [open, setOpen] = useState(false);
  const boxProps = {
    freeform: true,
    autoComplete: 'off',
    value: text,
    onOpenChange: (_event, data) => setOpen(data.open),
    selectedOptions: selectedId ? [selectedId] : [],
    onChange: (event) => {
      setText(event.target.value);
      setOpen(true);
      if (selectedId) onClear();
    },
  } satisfies Partial<ComboboxProps>;
  const choose = (chosenText: string) => {
    setText(chosenText);
    setOpen(false);
  };
  return { text, open, boxProps, choose };
}
