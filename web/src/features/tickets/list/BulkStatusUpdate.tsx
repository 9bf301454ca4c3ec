import { Button, Dropdown, Field, makeStyles, tokens } from '@fluentui/react-components';
import { BULK_MESSAGES } from '@shared/contract/tickets';
import type { TicketStatus } from '@shared/domain/statuses';
import { useState } from 'react';
import { DropdownOptions } from '@/components/DropdownOptions';
import { useNotify } from '@/components/toast';
import { isApiError } from '@/lib/apiClient';
import { storedUserId } from '@/lib/session';
import { useBulkUpdateStatus } from '../listApi';

const useStyles = makeStyles({
  area: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  select: { minWidth: '220px', width: '220px' },
});

/** Spec section 8: any failure other than a server message shows a generic error. */
const GENERIC_ERROR = 'Some Error Occurred';

export interface BulkStatusUpdateProps {
  /** What the caller may set (GET /api/ticket: requesters get Closed and Re-Open). */
  statuses: readonly TicketStatus[];
  selectedIds: readonly string[];
  /** After a successful update: reload the rows and clear the selection. */
  onUpdated: () => void;
}

/** The bulk area of a ticket list: 'Change Status' and an 'Update' button (tickets spec 2.2, 5 and 8). */
export function BulkStatusUpdate({ statuses, selectedIds, onUpdated }: BulkStatusUpdateProps) {
  const styles = useStyles();
  const notify = useNotify();
  const [status, setStatus] = useState<TicketStatus | undefined>();
  const { trigger, isMutating } = useBulkUpdateStatus();

  const update = async () => {
    if (selectedIds.length === 0) {
      notify.warning(BULK_MESSAGES.noTicket);
      return;
    }
    if (!status) {
      notify.warning(BULK_MESSAGES.nothingChosen);
      return;
    }
    try {
      const answer = await trigger({ ticketStatus: status, id: [...selectedIds], userId: storedUserId() ?? undefined });
      if (!answer.success) {
        notify.error(answer.message || GENERIC_ERROR);
        return;
      }
      notify.success(answer.message);
      setStatus(undefined);
      onUpdated();
    } catch (failure) {
      notify.error(isApiError(failure) && failure.status !== 0 ? failure.message : GENERIC_ERROR);
    }
  };

  return (
    <div className={styles.area}>
      <Field label="Change Status">
        <Dropdown
          className={styles.select}
          placeholder="Select Status"
          value={status ?? ''}
          selectedOptions={status ? [status] : []}
          onOptionSelect={(_, data) => setStatus(statuses.find((each) => each === data.optionValue))}
        >
          <DropdownOptions choices={statuses.map((each) => ({ value: each, label: each }))} />
        </Dropdown>
      </Field>
      <Button appearance="primary" disabled={isMutating} onClick={update}>
        Update
      </Button>
    </div>
  );
}
