import { Link, makeStyles } from '@fluentui/react-components';
import { lazy, Suspense, useState } from 'react';
import { focusOutlineStyle } from '../formStyles';
import type { AttachmentRef } from './AttachmentViewer';

const AttachmentViewer = lazy(() => import('./AttachmentViewer'));

const useStyles = makeStyles({
  link: {
    wordBreak: 'break-all',
    textAlign: 'start',
    // Fluent marks keyboard focus with data-fui-focus-visible (and draws only an underline there).
    ':focus-visible': focusOutlineStyle,
    '&[data-fui-focus-visible]': focusOutlineStyle,
  },
});

/** An attachment's name as a link; it opens the attachment modal with a Download action (spec 2.7). */
export function AttachmentLink({ attachment }: { attachment: AttachmentRef }) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Link as="button" className={styles.link} onClick={() => setOpen(true)}>
        {attachment.fileName}
      </Link>
      {open && (
        <Suspense fallback={null}>
          <AttachmentViewer attachment={attachment} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
