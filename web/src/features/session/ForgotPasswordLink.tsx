import { Link, useRestoreFocusTarget } from '@fluentui/react-components';
import { lazy, Suspense, useState } from 'react';

const loadDialog = () => import('./ForgotPasswordDialog');
const ForgotPasswordDialog = lazy(loadDialog);

/**
 * The login page's "Forgot password?" link. Its dialog loads on first use (fetched ahead on hover or
 * focus), so a cold /login does not download Fluent's Dialog (issue 17's byte budget). The link is
 * marked as the place focus returns to when the dialog closes, as Fluent's DialogTrigger does.
 */
export function ForgotPasswordLink({ initialEmail }: { initialEmail: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const restoreFocusTarget = useRestoreFocusTarget();
  const prefetch = () => void loadDialog();
  return (
    <>
      <Link
        as="button"
        type="button"
        {...restoreFocusTarget}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        Forgot password?
      </Link>
      {wanted && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog initialEmail={initialEmail} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
