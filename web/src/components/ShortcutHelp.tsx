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

/** Every shortcut of the desk, shown by `?` (README lists the same). */
export const DESK_SHORTCUTS: readonly { keys: string; action: string }[] = [
  { keys: 'r', action: 'Reply: focus the message' },
  { keys: 'n', action: 'Internal note: focus the message as an internal note' },
  { keys: 's', action: 'Focus the Ticket Status' },
  { keys: 'a', action: 'Focus the assignee' },
  { keys: 'j', action: 'Next ticket of the list you came from' },
  { keys: 'k', action: 'Previous ticket of the list you came from' },
  { keys: '/', action: 'In a list: focus the search' },
  { keys: '?', action: 'Show these shortcuts' },
];

export function ShortcutHelp({ open, onClose }: { open: boolean; onClose(): void }) {
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
        {DESK_SHORTCUTS.map((shortcut) => (
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
