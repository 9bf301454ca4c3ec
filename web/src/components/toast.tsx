import { useEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { isApiError } from '@/lib/apiError';

/*
 * The app's toasts, drawn as Fluent's (app/base.css) without Fluent's toaster: every page has them,
 * the login page too, whose cold visit must stay light (issue 17's byte budget). One toaster for the
 * whole app, at top centre (spec); a new toast replaces the one showing (issue 17): only the latest
 * outcome matters, and a pile of toasts hides the page.
 */

type Intent = 'success' | 'info' | 'warning' | 'error';

/** Errors and warnings stay longer: they usually ask the reader to do something. */
const timeoutByIntent: Record<Intent, number> = { success: 3000, info: 3000, warning: 5000, error: 6000 };

interface Shown {
  id: number;
  intent: Intent;
  text: string;
}

let shown: Shown | null = null;
let lastId = 0;
const listeners = new Set<() => void>();

function setShown(next: Shown | null) {
  shown = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const currentToast = () => shown;

export interface Notify {
  success(text: string): void;
  info(text: string): void;
  warning(text: string): void;
  error(text: string): void;
  /** A call that threw: the API's message when it answered with one, else `fallback`. */
  failure(error: unknown, fallback?: string): void;
  /** Takes the showing toast away: a warning about a problem the user has since put right. */
  dismiss(): void;
}

/** The generic text of a failure the API gave no words for. */
export const GENERIC_FAILURE = 'Some Error Occurred';

/** What a failed call shows: the API error's message, else `fallback`. */
export const failureText = (error: unknown, fallback = GENERIC_FAILURE): string =>
  isApiError(error) ? error.message : fallback;

const show = (intent: Intent) => (text: string) => {
  lastId += 1;
  setShown({ id: lastId, intent, text });
};

const notify: Notify = {
  success: show('success'),
  info: show('info'),
  warning: show('warning'),
  error: show('error'),
  failure: (failure: unknown, fallback?: string) => show('error')(failureText(failure, fallback)),
  dismiss: () => setShown(null),
};

/** `const notify = useNotify(); notify.warning('Please fill mandatory information')`. */
export function useNotify(): Notify {
  return notify;
}

/** The showing toast's dismissal: one toaster, so one timer. */
let timer: ReturnType<typeof setTimeout> | undefined;
const pause = () => clearTimeout(timer);
function dismissLater(toast: Shown) {
  pause();
  timer = setTimeout(() => {
    if (shown?.id === toast.id) setShown(null);
  }, timeoutByIntent[toast.intent]);
}

/**
 * Where toasts appear, mounted once at the app's root, in a portal on the body as Fluent's was. It
 * pauses while hovered or while the window is in the background. Screen readers hear each toast
 * through a live region kept in the page (polite; errors assertive), its text a new node each time,
 * so the same message given twice is read twice.
 */
export function AppToaster() {
  const toast = useSyncExternalStore(subscribe, currentToast);

  useEffect(() => {
    if (!toast) return;
    const resume = () => dismissLater(toast);
    resume();
    window.addEventListener('blur', pause);
    window.addEventListener('focus', resume);
    return () => {
      pause();
      window.removeEventListener('blur', pause);
      window.removeEventListener('focus', resume);
    };
  }, [toast]);

  const announced = (assertive: boolean) =>
    toast && (toast.intent === 'error') === assertive ? <span key={toast.id}>{toast.text}</span> : null;

  return createPortal(
    <div className="hd-toaster">
      <div className="hd-visually-hidden" aria-live="polite">
        {announced(false)}
      </div>
      <div className="hd-visually-hidden" aria-live="assertive">
        {announced(true)}
      </div>
      {toast && (
        // biome-ignore lint/a11y/noStaticElementInteractions: hovering only pauses the timer; the live regions above speak.
        <div
          key={toast.id}
          className="hd-toast"
          data-intent={toast.intent}
          data-toast=""
          onMouseEnter={pause}
          onMouseLeave={() => dismissLater(toast)}
        >
          {toast.text}
        </div>
      )}
    </div>,
    document.body,
  );
}
