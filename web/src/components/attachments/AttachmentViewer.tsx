import { Button, MessageBar, MessageBarBody, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons/svg/arrow-download';
import { useEffect, useState } from 'react';
import { attachmentViewUrl, downloadAttachment } from '@/api/files';
import { AppDialog } from '@/components/AppDialog';
import { isImageFileName } from '@/lib/attachmentRules';
import { useNotify } from '../toast';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(960px, 95vw)', width: '100%' },
  content: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '200px',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
  image: { display: 'block', maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain' },
  frame: { width: '100%', height: '70vh', border: 'none', backgroundColor: tokens.colorNeutralBackground1 },
});

const VIEW_FAILED_MESSAGE = 'The file could not be opened.';
const DOWNLOAD_FAILED_MESSAGE = 'The file could not be downloaded.';

export interface AttachmentRef {
  key: string;
  fileName: string;
}

/**
 * The modal of an attachment (spec 2.7): images in an image viewer, other types embedded in a frame,
 * with a Download action. Loaded on first use (AttachmentLink), so ticket pages do not carry it.
 */
export default function AttachmentViewer({ attachment, onClose }: { attachment: AttachmentRef; onClose(): void }) {
  const styles = useStyles();
  const notify = useNotify();
  const [url, setUrl] = useState<string>();
  const [failed, setFailed] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const image = isImageFileName(attachment.fileName);

  useEffect(() => {
    let current = true;
    attachmentViewUrl(attachment.key).then(
      (address) => current && setUrl(address),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [attachment.key]);

  async function download() {
    setDownloading(true);
    try {
      await downloadAttachment(attachment.key);
    } catch {
      notify.error(DOWNLOAD_FAILED_MESSAGE);
    } finally {
      setDownloading(false);
    }
  }

  let body = <Spinner label="Loading…" />;
  if (failed) {
    body = (
      <MessageBar intent="error">
        <MessageBarBody>{VIEW_FAILED_MESSAGE}</MessageBarBody>
      </MessageBar>
    );
  } else if (url && image) {
    body = <img className={styles.image} src={url} alt={attachment.fileName} onError={() => setFailed(true)} />;
  } else if (url) {
    body = <iframe className={styles.frame} src={url} title={attachment.fileName} />;
  }

  return (
    <AppDialog
      open
      onClose={onClose}
      title={attachment.fileName}
      modalType="modal"
      surfaceClassName={styles.surface}
      contentClassName={styles.content}
      actions={
        <>
          <Button appearance="primary" icon={<ArrowDownloadRegular />} disabled={downloading} onClick={download}>
            Download
          </Button>
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      {body}
    </AppDialog>
  );
}
