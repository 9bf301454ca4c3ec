import { Combobox, Option } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import type { UserPick } from '@/api/tickets';
import { useTypeaheadBox } from './useTypeaheadBox';

const SEARCH_DELAY_MS = 250;

/** Options for the typed text, fetched after a short pause; a failed search just lists nothing (spec 8). */
export function useUserSearch(text: string, search: (text: string, signal: AbortSignal) => Promise<UserPick[]>) {
  const [options, setOptions] = useState<UserPick[]>([]);
  const [searching, setSearching] = useState(false);

  useEffect(() => {
    const query = text.trim();
    if (!query) {
      setOptions([]);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setSearching(true);
      search(query, controller.signal)
        .then(
          (found) => setOptions(found),
          () => !controller.signal.aborted && setOptions([]),
        )
        .finally(() => !controller.signal.aborted && setSearching(false));
    }, SEARCH_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [text, search]);

  return { options, searching };
}

export interface UserSearchComboboxProps {
  /** Text put in the box once a user is chosen (what the search matches: e-mail or name). */
  textOf(user: UserPick): string;
  search(text: string, signal: AbortSignal): Promise<UserPick[]>;
  /** The chosen user's id, or '' when none is chosen. */
  selectedId: string;
  /** The text in the box when the form already has a choice (e.g. after a reset). */
  initialText?: string;
  placeholder: string;
  onSelect(user: UserPick | undefined): void;
}

/** A typeahead over users (on-behalf-of by e-mail, assignee by name). Place it inside a Field. */
export function UserSearchCombobox({
  textOf,
  search,
  selectedId,
  initialText = '',
  placeholder,
  onSelect,
}: UserSearchComboboxProps) {
  const { text, open, boxProps, choose } = useTypeaheadBox(selectedId, initialText, () => onSelect(undefined));
  const { options, searching } = useUserSearch(text, search);

  return (
    <Combobox
      {...boxProps}
      placeholder={placeholder}
      open={open && text.trim() !== ''}
      onOptionSelect={(_event, data) => {
        const user = options.find((option) => option.id === data.optionValue);
        if (!user) return;
        choose(textOf(user));
        onSelect(user);
      }}
    >
      {options.map((user) => (
        <Option key={user.id} value={user.id} text={textOf(user)}>
          {`${user.fullName} (${user.email})`}
        </Option>
      ))}
      {options.length === 0 && text.trim() !== '' && (
        <Option disabled value="" text="">
          {searching ? 'Searching…' : 'No match'}
        </Option>
      )}
    </Combobox>
  );
}
