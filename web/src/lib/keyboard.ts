/**
 * Single-key shortcuts (issue 17's agent desk, `/` in lists) never fire while the person types:
 * not in an input, a select, a text area or an editor, and not with Ctrl, Alt or Meta held.
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target.getAttribute('role') === 'textbox';
}

/** A key press a single-key shortcut may take: nothing typed into, no modifier, not taken already. */
export const isShortcutPress = (event: KeyboardEvent): boolean =>
  !event.defaultPrevented && !event.ctrlKey && !event.altKey && !event.metaKey && !isTypingTarget(event.target);

/** Page shortcuts wait while a dialog is open: its own keys apply there. */
export const isDialogOpen = (): boolean => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
