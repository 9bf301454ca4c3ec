import { Button, Field, makeStyles, Text, tokens } from '@fluentui/react-components';
import { CalendarEditRegular } from '@fluentui/react-icons/svg/calendar-edit';
import { SLA_MESSAGES } from '@shared/contract/tickets';
import { useState } from 'react';
import { ActionForm } from '@/components/ActionForm';
import { DateTextInput } from '@/components/DateTextInput';
import { formatDateTime } from '@/components/dates';
import { cardStyle } from '@/components/formStyles';
import { useNotify } from '@/components/toast';
import { isApiError } from '@/lib/apiClient';
import type { TicketSlaToolsProps } from '../replySlotTypes';
import { changeSla } from './agentApi';
import { failureMessage, planSlaChange } from './agentRules';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
    ...cardStyle(`${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`),
  },
  date: { width: '160px' },
  hint: { color: tokens.colorNeutralForeground3, alignSelf: 'center' },
});

/** Warnings rather than errors: the person can correct them. */
const WARNINGS: readonly string[] = [SLA_MESSAGES.missing, SLA_MESSAGES.same];

/**
 * Change SLA Plan (spec 2.7, 4): a new due date, not earlier than the ticket's creation, which the
 * server turns into a day-count plan. 'SLA Updated' on success; the due date and overdue flag follow.
 */
export function SlaTools({ ticket, onReload }: TicketSlaToolsProps) {
  const styles = useStyles();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [dateText, setDateText] = useState('');
  const [saving, setSaving] = useState(false);

  async function update() {
    const plan = planSlaChange(dateText, ticket.initialCreatedDate);
    if (plan.kind === 'refuse') {
      notify.warning(plan.message);
      return;
    }
    setSaving(true);
    try {
      const answer = await changeSla({ ticketId: ticket.id, slaPlan: plan.slaPlan });
      if (!answer.success) {
        notify.error(answer.message || 'Some Error Occurred');
        return;
      }
      notify.success(answer.message || SLA_MESSAGES.updated);
      setOpen(false);
      setDateText('');
      await onReload?.(false);
    } catch (error) {
      const message = failureMessage(isApiError(error) ? error : {});
      if (WARNINGS.includes(message)) notify.warning(message);
      else notify.error(message);
      if (isApiError(error) && error.status === 409) await onReload?.(false);
    } finally {
      setSaving(false);
    }
  }

  if (!open) {
    return (
      <div className={styles.bar}>
        <Button icon={<CalendarEditRegular />} onClick={() => setOpen(true)}>
          Change SLA Plan
        </Button>
      </div>
    );
  }
  return (
    <ActionForm className={styles.bar} label="Change SLA Plan" onSubmit={update}>
      <Field label="New SLA Date">
        <DateTextInput
          className={styles.date}
          calendarLabel="Open calendar for New SLA Date"
          value={dateText}
          disabled={saving}
          onChange={setDateText}
        />
      </Field>
      <Button type="submit" appearance="primary" disabled={saving}>
        Update SLA
      </Button>
      <Button type="button" disabled={saving} onClick={() => setOpen(false)}>
        Cancel
      </Button>
      <Text className={styles.hint}>Not before {formatDateTime(ticket.initialCreatedDate)}</Text>
    </ActionForm>
  );
}
