import { Toast, Toaster, type ToastIntent, ToastTitle, useToastController } from '@fluentui/react-components';
import { useMemo } from 'react';
import { isApiError } from '@/lib/apiError';

/** One toaster for the whole app; the spec wants every toast at top centre. */
const APP_TOASTER_ID = 'app-toaster';

/** Errors and warnings stay longer: they usually ask the reader to do something. */
const timeoutByIntent: Record<ToastIntent, number> = { success: 3000, info: 3000, warning: 5000, error: 6000 };

export function AppToaster() {
  return <Toaster toasterId={APP_TOASTER_ID} position="top" pauseOnHover pauseOnWindowBlur />;
}

export interface Notify {
  success(text: string): void;
  info(text: string): void;
  warning(text: string): void;
  error(text: string): void;
  /** A call that threw: the API's message when it answered with one, else `fallback`. */
  failure(error: unknown, fallback?: string): void;
}

/** The generic text of a failure the API gave no words for. */
export const GENERIC_FAILURE = 'Some Error Occurred';

/** What a failed call shows: the API error's message, else `fallback`. */
export const failureText = (error: unknown, fallback = GENERIC_FAILURE): string =>
  isApiError(error) ? error.message : fallback;

/**
 * `const notify = useNotify(); notify.warning('Please fill mandatory information')`. A new toast
 * replaces the one showing (issue 17): only the latest outcome matters, and a pile of toasts hides
 * the page. Fluent's toaster announces each one to screen readers (polite; errors assertive).
 */
export function useNotify(): Notify {
  const { dispatchToast, dismissAllToasts } = useToastController(APP_TOASTER_ID);
  return useMemo(() => {
    const show = (intent: ToastIntent) => (text: string) => {
      dismissAllToasts();
      dispatchToast(
        <Toast>
          <ToastTitle>{text}</ToastTitle>
        </Toast>,
        { intent, timeout: timeoutByIntent[intent], politeness: intent === 'error' ? 'assertive' : 'polite' },
      );
    };
    const error = show('error');
    return {
      success: show('success'),
      info: show('info'),
      warning: show('warning'),
      error,
      failure: (failure: unknown, fallback?: string) => error(failureText(failure, fallback)),
    };
  }, [dispatchToast, dismissAllToasts]);
}
