import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  type DialogModalType,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
} from '@fluentui/react-components';
import { type FormEvent, type ReactElement, type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';

export interface AppDialogProps {
  open: boolean;
  /** Escape, a click outside (for a non-alert dialog) or a Cancel/Close button. */
  onClose(): void;
  title: ReactNode;
  /** The body; a confirmation may say all in its title. */
  children?: ReactNode;
  /** The buttons at the bottom; none when the content is a form that brings its own. */
  actions?: ReactNode;
  /**
   * Makes the body a form, so Enter in a field and a `type="submit"` button send it. noValidate:
   * each screen checks its own fields and warns with a toast, as every form here does.
   */
  onSubmit?(event: FormEvent<HTMLFormElement>): void;
  /** The form's accessible name, when the title alone is not what a screen reader should say. */
  formLabel?: string;
  /** The dialog's accessible name when it should differ from the title. */
  surfaceLabel?: string;
  surfaceClassName?: string;
  contentClassName?: string;
  /** 'alert' for a confirmation that only its buttons may close. */
  modalType?: DialogModalType;
  /** The button that opens the dialog, when it lives with it (focus returns to it on close). */
  trigger?: ReactElement;
  /** The trigger was pressed. */
  onOpen?(): void;
}

/**
 * What a modal dialog hides from screen readers while it is open (`aria-hidden` on the body's other
 * children), given back when no modal dialog is open any more. Fluent's focus manager gives it back
 * when a dialog closes, but not when the dialog's screen is left while it is open (a transfer goes
 * on to My Tickets from inside its dialog): the page then stayed hidden from screen readers.
 */
function releaseModalHiding() {
  if (document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"]')) return;
  for (const element of document.body.children) {
    if (element.id === 'root' || element.classList.contains('hd-toaster')) element.removeAttribute('aria-hidden');
  }
}

/**
 * Focus goes back where it was before the dialog opened, if closing left it nowhere: on the body, or
 * still in the surface as it fades out (and then on the body). Fluent's Dialog returns it to its own
 * trigger only: a dialog opened otherwise (a keyboard shortcut) left the keyboard at the top of the page.
 */
function returnFocus(opener: Element | null, surface: HTMLElement | null) {
  const focused = document.activeElement;
  if (focused && focused !== document.body && !surface?.contains(focused)) return;
  if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
}

/**
 * Every dialog of the portal: title, content and a row of actions, optionally a form. Fluent's
 * Dialog traps focus inside and returns it to what opened it (issue 17).
 */
export function AppDialog({
  open,
  onClose,
  title,
  children,
  actions,
  onSubmit,
  formLabel,
  surfaceLabel,
  surfaceClassName,
  contentClassName,
  modalType,
  trigger,
  onOpen,
}: AppDialogProps) {
  const surfaceRef = useRef<HTMLDivElement>(null);
  const body = (
    <DialogBody>
      <DialogTitle>{title}</DialogTitle>
      {children !== undefined && <DialogContent className={contentClassName}>{children}</DialogContent>}
      {actions !== undefined && <DialogActions>{actions}</DialogActions>}
    </DialogBody>
  );
  const surface = (
    <DialogSurface ref={surfaceRef} className={surfaceClassName} aria-label={surfaceLabel}>
      {onSubmit ? (
        <form
          noValidate
          aria-label={formLabel}
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit(event);
          }}
        >
          {body}
        </form>
      ) : (
        body
      )}
    </DialogSurface>
  );
  // What had focus when the dialog opened: read before Fluent moves focus into it (a passive effect).
  const opener = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement;
  }, [open]);
  useEffect(() => {
    if (!open) return;
    const surface = surfaceRef.current;
    // After it closes or goes with its screen; a later tick, once the next screen has rendered.
    return () =>
      void setTimeout(() => {
        releaseModalHiding();
        returnFocus(opener.current, surface);
      }, 0);
  }, [open]);
  // A dialog closed just before its screen is left (Transfer Back going on to the list) is still
  // fading out when the effect above releases, so that finds it and keeps the page hidden; Fluent
  // gives nothing back for a surface unmounted mid-fade. Gone with its screen, release once more.
  useEffect(() => () => void setTimeout(releaseModalHiding, 0), []);
  const onOpenChange = (_event: unknown, data: { open: boolean }) => (data.open ? onOpen?.() : onClose());
  return trigger ? (
    <Dialog open={open} modalType={modalType} onOpenChange={onOpenChange}>
      <DialogTrigger disableButtonEnhancement>{trigger}</DialogTrigger>
      {surface}
    </Dialog>
  ) : (
    <Dialog open={open} modalType={modalType} onOpenChange={onOpenChange}>
      {surface}
    </Dialog>
  );
}
