import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useNotify } from '../../components/toast';
import { isApiError } from '../../lib/apiClient';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** Answers of the catalogue writes: {success, message}. */
export interface WriteAnswer {
  success: boolean;
  message: string;
}

/** A write with the toasts every catalogue screen shows: the server's message, success or not. */
export function useCatalogueWrite() {
  const notify = useNotify();
  return async (write: () => Promise<WriteAnswer>, problem?: string): Promise<boolean> => {
    if (problem) {
      notify.warning(problem);
      return false;
    }
    try {
      const answer = await write();
      if (answer.success) notify.success(answer.message);
      else notify.error(answer.message);
      return answer.success;
    } catch (failure) {
      notify.error(isApiError(failure) ? failure.message : 'Some error occurred while saving!');
      return false;
    }
  };
}

/** The add / edit dialog of a catalogue entry. */
export function EditDialog({
  title,
  open,
  busy,
  onClose,
  onSave,
  children,
}: {
  title: string;
  open: boolean;
  busy: boolean;
  onClose(): void;
  onSave(): void;
  children: ReactNode;
}) {
  const styles = useStyles();
  return (
    <Dialog open={open} onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>
        {/* noValidate: each screen checks its required fields and warns with a toast, as every form here does. */}
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSave();
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>{children}</DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button appearance="primary" type="submit" disabled={busy}>
                Save
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

export const statusText = (active: boolean) => (active ? 'Active' : 'Inactive');
