import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AppDialog } from '@/components/AppDialog';

const useStyles = makeStyles({
  keys: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    margin: 0,
  },
  shortcut: { display: 'contents' },
  key: { margin: 0 },
  kbd: {
    display: 'inline-block',
    minWidth: '1.5em',
    textAlign: 'center',
    padding: `0 ${tokens.spacingHorizontalXS}`,
    fontFamily: tokens.fontFamilyMonospace,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  action: { margin: 0 },
});

/** One single-key shortcut as the help dialog lists it. */
export interface Shortcut {
  keys: string;
  action: string;
}

/**
 * The "Keyboard shortcuts" dialog `?` opens: the agent desk's keys on a ticket, the list keys on a
 * ticket list (README, "The agent desk").
 */
export function ShortcutHelp({
  open,
  onClose,
  shortcuts,
}: {
  open: boolean;
  onClose(): void;
  shortcuts: readonly Shortcut[];
}) {
  const styles = useStyles();
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title="Keyboard shortcuts"
      actions={
        <Button appearance="primary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <dl className={styles.keys} aria-label="Keyboard shortcuts">
        {shortcuts.map((shortcut) => (
          <div key={shortcut.keys} className={styles.shortcut}>
            <dt className={styles.key}>
              <kbd className={styles.kbd}>{shortcut.keys}</kbd>
            </dt>
            <dd className={styles.action}>{shortcut.action}</dd>
          </div>
        ))}
      </dl>
    </AppDialog>
  );
}
