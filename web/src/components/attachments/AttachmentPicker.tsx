import { Button, Field, makeStyles, ProgressBar, Tag, TagGroup, tokens } from '@fluentui/react-components';
import { AttachRegular } from '@fluentui/react-icons/svg/attach';
import { type ChangeEvent, useRef } from 'react';
import { ATTACHMENT_ACCEPT, type UploadedFile } from '@/lib/attachmentRules';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  progress: { minWidth: '200px' },
  // Out of sight but still in the accessibility tree (a label names it, tests can set files on it).
  input: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
});

export interface AttachmentPickerProps {
  /** Accessible name of the file input, e.g. 'Attachments'. */
  label: string;
  buttonText?: string;
  files: readonly UploadedFile[];
  uploading: boolean;
  /** How much of the file is up (0 to 1), shown while uploading. */
  progress?: number;
  removing?: string;
  /** How many files may be attached; the button goes once that many are there. */
  max: number;
  disabled?: boolean;
  onPick(file: File): void;
  onRemove(key: string): void;
}

/**
 * One file at a time (spec 5): a button opens the file chooser; each uploaded file is a chip whose
 * dismiss removes it (deleteTicketFile). Several files may follow one another up to `max`.
 */
export function AttachmentPicker({
  label,
  buttonText = 'Attach file',
  files,
  uploading,
  progress,
  removing,
  max,
  disabled = false,
  onPick,
  onRemove,
}: AttachmentPickerProps) {
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const full = files.length >= max;

  function picked(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after removing it) fires a change.
    event.target.value = '';
    if (file) onPick(file);
  }

  return (
    <div className={styles.root}>
      <input
        ref={input}
        type="file"
        aria-label={label}
        accept={ATTACHMENT_ACCEPT}
        className={styles.input}
        tabIndex={-1}
        disabled={disabled || uploading || full}
        onChange={picked}
      />
      {!full && (
        <Button
          icon={<AttachRegular />}
          disabled={disabled || uploading}
          onClick={() => input.current?.click()}
          aria-label={`${buttonText} (${label})`}
        >
          {buttonText}
        </Button>
      )}
      {uploading && (
        <Field
          className={styles.progress}
          validationState="none"
          validationMessage={`Uploading… ${Math.round((progress ?? 0) * 100)}%`}
        >
          <ProgressBar value={progress ?? 0} max={1} aria-label={`Upload progress (${label})`} />
        </Field>
      )}
      {files.length > 0 && (
        <TagGroup onDismiss={(_event, { value }) => onRemove(value)} aria-label={`Files chosen for ${label}`}>
          {files.map((file) => (
            <Tag
              key={file.key}
              value={file.key}
              dismissible
              disabled={disabled || removing === file.key}
              dismissIcon={{ 'aria-label': 'remove' }}
              shape="circular"
            >
              {file.fileName}
            </Tag>
          ))}
        </TagGroup>
      )}
    </div>
  );
}
