import { Toast, Toaster, type ToastIntent, ToastTitle, useToastController } from '@fluentui/react-components';
import { useMemo } from 'react';

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
}

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
    return { success: show('success'), info: show('info'), warning: show('warning'), error: show('error') };
  }, [dispatchToast, dismissAllToasts]);
}
