import { Badge, Caption1, makeStyles, mergeClasses, Subtitle2, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { ThreadEntryView, TicketView } from '@/api/tickets';
import { cardStyle, focusOutlineStyle } from '@/components/formStyles';
import { safeMessageHtml } from '@/lib/safeHtml';
import { type DetailRow, type ThreadItem, threadItems, ticketDetailRows, ticketFieldRows } from '@/lib/ticketViewModel';
import { AttachmentLink } from '../attachments/AttachmentLink';

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    ...cardStyle(tokens.spacingHorizontalL),
  },
  card: {
    ...cardStyle(tokens.spacingHorizontalL),
  },
  heading: { margin: 0 },
  sectionHeader: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    margin: 0,
  },
  field: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  label: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
  empty: { color: tokens.colorNeutralForeground4 },
  thread: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  entry: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderLeft: `${tokens.strokeWidthThickest} solid ${tokens.colorBrandStroke1}`,
  },
  // System activity (status changes, assignments): quieter than a person's reply.
  activity: {
    backgroundColor: tokens.colorNeutralBackground3,
    borderLeftColor: tokens.colorNeutralStroke1,
    color: tokens.colorNeutralForeground2,
    fontStyle: 'italic',
  },
  internal: {
    backgroundColor: tokens.colorPaletteYellowBackground1,
    borderLeftColor: tokens.colorPaletteYellowBorder2,
  },
  entryHeader: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  author: { fontWeight: tokens.fontWeightSemibold },
  message: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  richMessage: {
    overflowWrap: 'anywhere',
    '& p': { margin: `0 0 ${tokens.spacingVerticalXS}` },
    '& ul, & ol': { margin: `0 0 ${tokens.spacingVerticalXS}`, paddingLeft: tokens.spacingHorizontalXXL },
    // A link written in a message shows keyboard focus as every link of the app does.
    '& a:focus-visible': focusOutlineStyle,
  },
  files: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
});

export interface SectionProps {
  title: string;
  id: string;
  children: ReactNode;
  /** Controls shown beside the heading (the agent desk's thread order). */
  actions?: ReactNode;
  className?: string;
}

export function Section({ title, id, children, actions, className }: SectionProps) {
  const styles = useStyles();
  const heading = (
    <Subtitle2 as="h2" id={id} className={styles.heading}>
      {title}
    </Subtitle2>
  );
  return (
    <section className={mergeClasses(styles.section, className)} aria-labelledby={id}>
      {actions ? (
        <div className={styles.sectionHeader}>
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

interface LabelledValuesProps {
  /** The list's accessible name (none: the card around it names it). */
  label?: string;
  rows: { label: string; value: ReactNode }[];
}

function LabelledValues({ label, rows }: LabelledValuesProps) {
  const styles = useStyles();
  return (
    <dl className={styles.fields} aria-label={label}>
      {rows.map((row) => (
        <div key={row.label} className={styles.field}>
          <dt className={styles.label}>{row.label}</dt>
          <dd className={styles.value}>{row.value === '' ? <span className={styles.empty}>-</span> : row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A card of labelled values named `label` (a transfer request's fields). */
export function LabelledValuesCard({ label, rows }: { label: string; rows: LabelledValuesProps['rows'] }) {
  const styles = useStyles();
  return (
    <section className={styles.card} aria-label={label}>
      <LabelledValues rows={rows} />
    </section>
  );
}

/** Status, User, Priority … Payroll Code, in the spec's order. */
export function TicketFields({ ticket }: { ticket: TicketView }) {
  const styles = useStyles();
  return (
    <section className={styles.section} aria-label="Ticket fields">
      <LabelledValues label="Ticket fields" rows={ticketFieldRows(ticket)} />
    </section>
  );
}

/** Issue 18: the SLA panel, the clock's own sentences (shared/domain/slaClock.ts). */
export function TicketSla({ ticket }: { ticket: TicketView }) {
  const sentences = ticket.slaExplanation ?? [];
  if (sentences.length === 0) return null;
  return (
    <Section title="SLA" id="ticket-sla-heading">
      <ul aria-label="SLA explanation">
        {sentences.map((sentence) => (
          <li key={sentence}>
            <Text>{sentence}</Text>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const detailContent = (row: DetailRow): ReactNode =>
  row.value.kind === 'attachment' ? <AttachmentLink attachment={row.value.attachment} /> : row.value.text;

/** 'Ticket Details': the dynamic form fields. */
export function TicketDetails({ ticket }: { ticket: TicketView }) {
  const rows = ticketDetailRows(ticket.dynamicFormFields, ticket.helptopic.dynamicFormDetails.fields);
  return (
    <Section title="Ticket Details" id="ticket-details-heading">
      {rows.length === 0 ? (
        <Text>No details were given.</Text>
      ) : (
        <LabelledValues
          label="Ticket Details"
          rows={rows.map((row) => ({ label: row.label, value: detailContent(row) }))}
        />
      )}
    </Section>
  );
}

function ThreadEntryItem({ item }: { item: ThreadItem }) {
  const styles = useStyles();
  return (
    <li
      className={mergeClasses(styles.entry, item.isActivity && styles.activity, item.isInternalNote && styles.internal)}
      aria-label={`${item.isActivity ? 'Activity by' : 'Reply by'} ${item.author} on ${item.date}`}
    >
      <div className={styles.entryHeader}>
        <span className={styles.author}>{item.author}</span>
        <Caption1>{item.date}</Caption1>
        {item.isInternalNote && (
          <Badge appearance="tint" color="warning">
            Internal Note
          </Badge>
        )}
      </div>
      {item.alsoSentTo.length > 0 && <Caption1>Also sent to: {item.alsoSentTo.join(', ')}</Caption1>}
      {item.html === undefined ? (
        <p className={styles.message}>{item.text}</p>
      ) : (
        <div
          className={styles.richMessage}
          // Only ever the allow-listed markup safeMessageHtml keeps (issue 21 item 15).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify with the message allow-list
          dangerouslySetInnerHTML={{ __html: safeMessageHtml(item.html) }}
        />
      )}
      {item.attachments.length > 0 && (
        <div className={styles.files}>
          <Caption1>Attachments:</Caption1>
          {item.attachments.map((attachment) => (
            <AttachmentLink key={attachment.key} attachment={attachment} />
          ))}
        </div>
      )}
    </li>
  );
}

export interface TicketThreadProps {
  entries: readonly ThreadEntryView[] | undefined;
  /** The agent desk's reading order (issue 17); oldest first otherwise. */
  newestFirst?: boolean;
  actions?: ReactNode;
}

/** 'Ticket Thread': oldest first unless asked otherwise; activity entries styled as system activity. */
export function TicketThread({ entries, newestFirst = false, actions }: TicketThreadProps) {
  const styles = useStyles();
  const oldestFirst = threadItems(entries ?? []);
  const items = newestFirst ? [...oldestFirst].reverse() : oldestFirst;
  return (
    <Section title="Ticket Thread" id="ticket-thread-heading" actions={actions}>
      {entries === undefined ? (
        <Text>Loading…</Text>
      ) : items.length === 0 ? (
        <Text>No replies yet.</Text>
      ) : (
        <ol className={styles.thread} aria-label="Ticket Thread">
          {items.map((item) => (
            <ThreadEntryItem key={item.id} item={item} />
          ))}
        </ol>
      )}
    </Section>
  );
}
