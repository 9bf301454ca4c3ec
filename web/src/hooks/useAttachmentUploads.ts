import { useCallback, useState } from 'react';
import { deleteAttachment, uploadAttachment } from '@/api/files';
import type { AttachmentPickerProps } from '@/components/attachments/AttachmentPicker';
import { useNotify } from '@/components/toast';
import { isApiError } from '@/lib/apiClient';
import { attachmentProblem, type UploadedFile } from '@/lib/attachmentRules';

const UPLOAD_FAILED_MESSAGE = 'The file could not be uploaded. Please try again.';
const REMOVE_FAILED_MESSAGE = 'The file could not be removed. Please try again.';

export interface AttachmentUploads {
  files: UploadedFile[];
  /** True while a file is on its way up. */
  uploading: boolean;
  /** How much of the file is up (0 to 1) while uploading. */
  progress: number | undefined;
  /** Key of the file being removed, if any. */
  removing: string | undefined;
  /** Checks, then uploads one file; problems are shown as toasts. Answers the upload, if any. */
  add(file: File): Promise<UploadedFile | undefined>;
  /** Deletes the upload on the server (deleteTicketFile), then drops it from the list. True when gone. */
  remove(key: string): Promise<boolean>;
  /** Forgets the list without touching the server (after the files were attached to a ticket). */
  reset(): void;
  /** An AttachmentPicker showing these uploads and adding to or removing from them. */
  picker: Omit<AttachmentPickerProps, 'label' | 'buttonText' | 'disabled'>;
}

/**
 * Uploaded, not yet attached files (each straight to S3 through a presigned POST, with progress): one file at a time (spec 5), added one after another up to
 * `max`. Each goes up as soon as it is chosen, so Submit or Post only sends keys.
 */
export function useAttachmentUploads(max: number): AttachmentUploads {
  const notify = useNotify();
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState<number>();
  const [removing, setRemoving] = useState<string>();

  const add = useCallback(
    async (file: File) => {
      const problem = attachmentProblem(file);
      if (problem) {
        notify.warning(problem);
        return undefined;
      }
      if (files.length >= max) return undefined;
      setUploading(true);
      setProgress(0);
      try {
        const { attachmentContentProblem } = await import('@/lib/attachmentContent');
        const contentProblem = await attachmentContentProblem(file);
        if (contentProblem) {
          notify.warning(contentProblem);
          return undefined;
        }
        const uploaded = await uploadAttachment(file, setProgress);
        setFiles((current) => [...current, uploaded]);
        return uploaded;
      } catch (error) {
        notify.error(isApiError(error) && error.status === 400 ? error.message : UPLOAD_FAILED_MESSAGE);
        return undefined;
      } finally {
        setUploading(false);
        setProgress(undefined);
      }
    },
    [files.length, max, notify],
  );

  const remove = useCallback(
    async (key: string) => {
      setRemoving(key);
      try {
        await deleteAttachment(key);
        setFiles((current) => current.filter((file) => file.key !== key));
        return true;
      } catch {
        notify.error(REMOVE_FAILED_MESSAGE);
        return false;
      } finally {
        setRemoving(undefined);
      }
    },
    [notify],
  );

  const reset = useCallback(() => setFiles([]), []);

  const picker = {
    files,
    uploading,
    progress,
    removing,
    max,
    onPick: (file: File) => void add(file),
    onRemove: (key: string) => void remove(key),
  };
  return { files, uploading, progress, removing, add, remove, reset, picker };
}
