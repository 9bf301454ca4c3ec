import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { FilterRegular } from '@fluentui/react-icons/svg/filter';
import { type ReactNode, useId, useState } from 'react';
import { useNarrowScreen } from './useNarrowScreen';

const useStyles = makeStyles({
  folded: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXS },
  summary: { color: tokens.colorNeutralForeground2 },
});

export interface FilterPanelProps {
  /** The panel's accessible name ("Ticket filters"). */
  label: string;
  className?: string;
  /** What the list is filtered by, shown under the folded button ("Created Date … · Overdue: Yes"). */
  summary?: string;
  children: ReactNode;
}

/**
 * A list's filter bar. On a phone-narrow screen it folds behind a "Filters" button (issue 17), so
 * the list is what shows first; wider, the filters are always open.
 */
export function FilterPanel({ label, className, summary, children }: FilterPanelProps) {
  const styles = useStyles();
  const narrow = useNarrowScreen();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const summaryId = useId();
  if (!narrow) {
    return (
      <section className={className} aria-label={label}>
        {children}
      </section>
    );
  }
  return (
    <>
      <div className={styles.folded}>
        <Button
          icon={<FilterRegular />}
          aria-expanded={open}
          aria-controls={panelId}
          aria-describedby={summary ? summaryId : undefined}
          onClick={() => setOpen((shown) => !shown)}
        >
          Filters
        </Button>
        {/* Folded, the filters still say what the list shows (saved ones included). */}
        {summary && !open && (
          <Text id={summaryId} size={200} className={styles.summary}>
            {summary}
          </Text>
        )}
      </div>
      {open && (
        <section id={panelId} className={className} aria-label={label}>
          {children}
        </section>
      )}
    </>
  );
}
