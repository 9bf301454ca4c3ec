import { makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  intro: { color: tokens.colorNeutralForeground3 },
});

export interface PageSectionProps {
  /** Names the heading (`{id}-heading`), which names the section for a screen reader. */
  id: string;
  heading: string;
  /** A muted line under the heading: what the section decides. */
  intro?: ReactNode;
  children: ReactNode;
}

/** A titled part of a settings page (Business Calendar, SLA Plans & Office Types): its controls in a column. */
export function PageSection({ id, heading, intro, children }: PageSectionProps) {
  const styles = useStyles();
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <Subtitle2 as="h2" id={`${id}-heading`}>
        {heading}
      </Subtitle2>
      {intro && <Text className={styles.intro}>{intro}</Text>}
      {children}
    </section>
  );
}
