import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useLayoutEffect, useRef, useState } from 'react';
import { AppDialog } from '@/components/AppDialog';

/** Lines of a held mail's text shown in its Mail Review row; the rest is behind "Show all". */
export const MESSAGE_LINES = 3;

const useStyles = makeStyles({
  cell: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', maxWidth: '260px' },
  // Clamped with an ellipsis: a long message no longer stretches its row.
  text: {
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: MESSAGE_LINES,
    overflow: 'hidden',
  },
  whole: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  showAll: { paddingLeft: 0, minWidth: 0, marginTop: tokens.spacingVerticalXXS },
});

/**
 * A held mail's text in its Mail Review row: at most three lines, ending in an ellipsis when cut,
 * with the whole text as the cell's tooltip and, for a cut text, a "Show all" button that opens it
 * in a dialog (decision in shared/contract/mailOutbox.ts).
 */
export function HeldMailText({ subject, text }: { subject: string; text: string }) {
  const styles = useStyles();
  const textRef = useRef<HTMLDivElement>(null);
  const [cut, setCut] = useState(false);
  const [open, setOpen] = useState(false);

  useLayoutEffect(() => {
    const element = textRef.current;
    if (!element) return;
    const measure = () => setCut(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div className={styles.cell}>
      <div ref={textRef} className={styles.text} title={text}>
        {text}
      </div>
      {cut && (
        <Button
          size="small"
          appearance="transparent"
          className={styles.showAll}
          aria-label={`Show all of the message ${subject}`}
          onClick={() => setOpen(true)}
        >
          Show all
        </Button>
      )}
      <AppDialog
        open={open}
        onClose={() => setOpen(false)}
        title={subject || 'Message'}
        actions={<Button onClick={() => setOpen(false)}>Close</Button>}
      >
        <div className={styles.whole}>{text}</div>
      </AppDialog>
    </div>
  );
}
