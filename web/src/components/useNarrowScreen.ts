import { useSyncExternalStore } from 'react';

/**
 * Phone width (issue 17: "at 390 px wide"): below this the header folds into a menu button, filter
 * panels fold behind "Filters" and ticket tables become stacked cards.
 */
export const NARROW_SCREEN_QUERY = '(max-width: 640px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(NARROW_SCREEN_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the window is phone-narrow now (re-renders when that changes). */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW_SCREEN_QUERY).matches,
    () => false,
  );
}
