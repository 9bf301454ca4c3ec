import { Button, makeStyles } from '@fluentui/react-components';
import { FilterRegular } from '@fluentui/react-icons/svg/filter';
import { type ReactNode, useId, useState } from 'react';
import { useNarrowScreen } from './useNarrowScreen';

const useStyles = makeStyles({
  toggle: { alignSelf: 'flex-start' },
});

export interface FilterPanelProps {
  /** The panel's accessible name ("Ticket filters"). */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * A list's filter bar. On a phone-narrow screen it folds behind a "Filters" button (issue 17), so
 * the list is what shows first; wider, the filters are always open.
 */
export function FilterPanel({ label, className, children }: FilterPanelProps) {
  const styles = useStyles();
  const narrow = useNarrowScreen();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!narrow) {
    return (
      <section className={className} aria-label={label}>
        {children}
      </section>
    );
  }
  return (
    <>
      <Button
        className={styles.toggle}
        icon={<FilterRegular />}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
      >
        Filters
      </Button>
      {open && (
        <section id={panelId} className={className} aria-label={label}>
          {children}
        </section>
      )}
    </>
  );
}
