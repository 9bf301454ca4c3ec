import { Button, makeStyles, Title3, tokens } from '@fluentui/react-components';
import { type ReactNode, useEffect } from 'react';
import { APP_NAME } from '@/lib/appName';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXXL}`,
  },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  title: { margin: 0 },
});

export interface PageShellProps {
  /** The screen's title exactly as the spec writes it; also the browser tab title. */
  title: string;
  /** Above the title (a breadcrumb, when the spec gives one). */
  breadcrumb?: ReactNode;
  /** Right of the title (page-level buttons). */
  actions?: ReactNode;
  children?: ReactNode;
}

export function PageShell({ title, breadcrumb, actions, children }: PageShellProps) {
  const styles = useStyles();
  useEffect(() => {
    document.title = `${title} · ${APP_NAME}`;
  }, [title]);
  return (
    <section className={styles.page} aria-labelledby="page-title">
      {breadcrumb}
      <div className={styles.header}>
        <Title3 as="h1" id="page-title" className={styles.title}>
          {title}
        </Title3>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** The Save of a page that saves as a whole (Business Calendar, SLA Plans, a help topic): an action beside its title. */
export function PageSaveButton({ onSave, saving }: { onSave(): void; saving: boolean }) {
  return (
    <Button appearance="primary" onClick={onSave} disabled={saving}>
      Save
    </Button>
  );
}
