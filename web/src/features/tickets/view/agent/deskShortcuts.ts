import type { Shortcut } from '@/components/ShortcutHelp';

/** Every shortcut of the desk, shown by `?` (README lists the same). */
export const DESK_SHORTCUTS: readonly Shortcut[] = [
  { keys: 'r', action: 'Reply: focus the message' },
  { keys: 'n', action: 'Internal note: focus the message as an internal note' },
  { keys: 's', action: 'Focus the Ticket Status' },
  { keys: 'a', action: 'Focus the assignee' },
  { keys: 'j', action: 'Next ticket of the list you came from' },
  { keys: 'k', action: 'Previous ticket of the list you came from' },
  { keys: '/', action: 'In a list: focus the search' },
  { keys: '?', action: 'Show these shortcuts' },
];
