import { lazy, Suspense, useRef, useState } from 'react';
import { fluentStylesheetLoaded } from '@/lib/fluentStylesheet';

// Drawn with Fluent: its stylesheet comes with it.
const loadDialog = () =>
  Promise.all([import('./ForgotPasswordDialog'), fluentStylesheetLoaded()]).then(([dialog]) => dialog);
const ForgotPasswordDialog = lazy(loadDialog);

/**
 * The login page's "Forgot password?" link. Its dialog loads on first use (fetched ahead on hover or
 * focus), so a cold /login does not download Fluent's Dialog (issue 17's byte budget). Focus comes
 * back to the link when the dialog closes, as Fluent's DialogTrigger would bring it.
 */
export function ForgotPasswordLink({
  initialEmail,
  label = 'Forgot password?',
}: {
  initialEmail: string;
  /** Another wording where the page already says why (a sign-in lock: "Reset your password"). */
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const link = useRef<HTMLButtonElement>(null);
  const prefetch = () => void loadDialog();
  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) requestAnimationFrame(() => link.current?.focus());
  };
  return (
    <>
      <button
        ref={link}
        type="button"
        className="hd-link"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {label}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog initialEmail={initialEmail} open={open} onOpenChange={changeOpen} />
        </Suspense>
      )}
    </>
  );
}
