import { lazy, Suspense, useEffect, useState } from 'react';
import type { Shortcut } from '@/components/ShortcutHelp';
import { isDialogOpen, isShortcutPress } from '@/lib/keyboard';

/** The dialog's code loads on the first `?`: a list's first visit does not pay for it. */
const ShortcutHelp = lazy(async () => ({ default: (await import('@/components/ShortcutHelp')).ShortcutHelp }));

/** The keys that work on a ticket list (README, "The agent desk"), listed by `?`. */
export const LIST_SHORTCUTS: readonly Shortcut[] = [
  { keys: '/', action: 'Focus the search' },
  { keys: 'Tab', action: 'Move to the next ticket number, filter or button' },
  { keys: 'Enter', action: 'Open the ticket whose number has focus' },
  { keys: 'j', action: 'In a ticket opened from this list (agents): next ticket of this page' },
  { keys: 'k', action: 'In a ticket opened from this list (agents): previous ticket of this page' },
  { keys: '?', action: 'Show these shortcuts' },
];

/**
 * `?` on a ticket list (My Tickets, All Tickets, the queue, team and work lists) opens the same
 * "Keyboard shortcuts" dialog as the agent desk, with the list's keys; never while typing in a
 * field or behind another dialog.
 */
export function ListShortcuts() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '?' || !isShortcutPress(event) || isDialogOpen()) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return open ? (
    <Suspense fallback={null}>
      <ShortcutHelp open onClose={() => setOpen(false)} shortcuts={LIST_SHORTCUTS} />
    </Suspense>
  ) : null;
}
