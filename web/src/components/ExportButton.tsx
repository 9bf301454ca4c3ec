import { Button } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons/svg/arrow-download';
import { useExportAction } from '@/hooks/useExportAction';

export interface ExportButtonProps {
  /** Starts the download. */
  run: () => Promise<unknown>;
  disabled?: boolean;
  /** The toast of a failure the API gave no words for. */
  fallback?: string;
  /** Says 'Exporting...' while the export runs. */
  showProgress?: boolean;
}

/** A page's Export button: disabled while its export runs; a failure is a toast. */
export function ExportButton({ run, disabled = false, fallback, showProgress = false }: ExportButtonProps) {
  const { exporting, onExport } = useExportAction(run, fallback);
  return (
    <Button icon={<ArrowDownloadRegular />} disabled={exporting || disabled} onClick={onExport}>
      {showProgress && exporting ? 'Exporting...' : 'Export'}
    </Button>
  );
}
