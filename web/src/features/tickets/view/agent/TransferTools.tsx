import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSwapRegular } from '@fluentui/react-icons/svg/arrow-swap';
import { ArrowUndoRegular } from '@fluentui/react-icons/svg/arrow-undo';
import { TRANSFER_MESSAGES } from '@shared/contract/transfers';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { AppDialog } from '@/components/AppDialog';
import { useNotify } from '@/components/toast';
import { isApiError } from '@/lib/apiClient';
import { readSession, storedUserId } from '@/lib/session';
import { backLink } from '@/lib/ticketViewModel';
import type { ReplySlotProps } from '../replySlotTypes';
import { offersTransferBack } from '../toolOffers';
import { transferTicketBack, useForgetTransferredTicket } from './agentApi';
import { failureMessage } from './agentRules';

/**
 * The popup's form is its own chunk, fetched in the background once the Transfer button shows. It is
 * not a lazy component under Suspense: a dialog that opens empty and fills later loses its focus trap
 * (the surface stays aria-hidden), so the button waits for the form instead.
 */
const loadTransferForm = () => import('./TransferForm');
type TransferFormComponent = Awaited<ReturnType<typeof loadTransferForm>>['TransferForm'];

const useStyles = makeStyles({
  tools: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  surface: { maxWidth: '760px', width: '100%' },
});

/** A dialog opened by its own trigger button: whether it is open, and the opening and closing AppDialog takes. */
function useTriggeredDialog() {
  const [open, setOpen] = useState(false);
  return { open, onOpen: () => setOpen(true), onClose: () => setOpen(false) };
}

/** By Post: Transfer (the wrongly-assigned popup) and, for its assignee, Transfer Back (spec 2.7, 4). */
export function TransferTools({ ticket, disabled, onReload }: ReplySlotProps) {
  const styles = useStyles();
  const notify = useNotify();
  const navigate = useNavigate();
  const forgetTransferredTicket = useForgetTransferredTicket();
  const transferDialog = useTriggeredDialog();
  const [returning, setReturning] = useState(false);
  const transferBackDialog = useTriggeredDialog();
  const userId = storedUserId() ?? '';

  const [TransferForm, setTransferForm] = useState<TransferFormComponent>();

  useEffect(() => {
    let current = true;
    loadTransferForm().then(
      (module) => current && setTransferForm(() => module.TransferForm),
      (error: unknown) => console.error('The transfer form could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, []);

  async function giveBack() {
    transferBackDialog.onClose();
    if (!ticket.ticketSourceHistoryId) return;
    setReturning(true);
    let canStillOpen: boolean;
    try {
      const answer = await transferTicketBack({
        ticketId: ticket.id,
        ticketSourceHistoryId: ticket.ticketSourceHistoryId,
        loggedInUserId: userId,
      });
      if (!answer.success) {
        notify.error(answer.message || 'Some Error Occurred');
        setReturning(false);
        return;
      }
      notify.success(TRANSFER_MESSAGES.back);
      canStillOpen = answer.canStillOpen;
    } catch (error) {
      notify.error(failureMessage(isApiError(error) ? error : {}));
      setReturning(false);
      if (isApiError(error) && error.status === 409) await onReload(false);
      return;
    }
    // Handed back, the ticket may belong to a department this agent cannot read (the server says):
    // then back to the list without reading it again (it would answer 404; issue 21 item 27).
    forgetTransferredTicket();
    if (canStillOpen) await onReload(false);
    else navigate(backLink(readSession('previousPageLocation')).path);
    setReturning(false);
  }

  return (
    <div className={styles.tools}>
      <AppDialog
        {...transferDialog}
        modalType="modal"
        title="Transfer Ticket"
        surfaceClassName={styles.surface}
        trigger={
          <Button type="button" icon={<ArrowSwapRegular />} disabled={disabled || !TransferForm}>
            Transfer
          </Button>
        }
      >
        {TransferForm && (
          <TransferForm
            ticketId={ticket.id}
            extraActions={
              <Button type="button" appearance="secondary" onClick={transferDialog.onClose}>
                Cancel
              </Button>
            }
          />
        )}
      </AppDialog>
      {offersTransferBack(ticket, userId) && (
        <AppDialog
          {...transferBackDialog}
          modalType="alert"
          title="Transfer Back"
          trigger={
            <Button type="button" icon={<ArrowUndoRegular />} disabled={disabled || returning}>
              Transfer Back
            </Button>
          }
          actions={
            <>
              <Button type="button" appearance="secondary" onClick={transferBackDialog.onClose}>
                Cancel
              </Button>
              <Button type="button" appearance="primary" onClick={() => void giveBack()}>
                Yes, Transfer Back
              </Button>
            </>
          }
        >
          Return ticket #{ticket.id} to where it was transferred from? It leaves your tickets.
        </AppDialog>
      )}
    </div>
  );
}
