import { makeStyles, SearchBox } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { isShortcutPress } from '@/lib/keyboard';

/** How long typing must pause before the search is sent. */
export const SEARCH_DELAY_MS = 400;

const useStyles = makeStyles({ search: { width: '280px', maxWidth: '100%' } });

interface DebouncedSearchProps {
  placeholder: string;
  /** The search shown: the box starts with it and follows it when it changes from outside. */
  initial: string;
  onChange: (text: string) => void;
}

/** A table's search box: keeps its own text and reports it (trimmed) once typing pauses. */
export function DebouncedSearch({ placeholder, initial, onChange }: DebouncedSearchProps) {
  const styles = useStyles();
  const [text, setText] = useState(initial);
  const reported = useRef(initial.trim());
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;

  // A search cleared or set from outside (Clear search in an empty list) shows in the box too.
  useEffect(() => {
    const trimmed = initial.trim();
    if (trimmed === reported.current) return;
    reported.current = trimmed;
    setText(initial);
  }, [initial]);

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === reported.current) return;
    const timer = window.setTimeout(() => {
      reported.current = trimmed;
      latestOnChange.current(trimmed);
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  // Issue 17: `/` focuses the list's search (the first one on the page), unless someone is typing.
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || !isShortcutPress(event) || !box.current) return;
      event.preventDefault();
      box.current.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <SearchBox
      ref={box}
      className={styles.search}
      placeholder={placeholder}
      aria-label={placeholder}
      value={text}
      onChange={(_, data) => setText(data.value)}
    />
  );
}
