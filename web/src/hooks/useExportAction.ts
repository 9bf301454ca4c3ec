import { useState } from 'react';
import { useNotify } from '@/components/toast';

/**
 * An Export button's action: `run` starts the download, `exporting` is true meanwhile (the button
 * shows it), and a failure is a toast with the API's message or `fallback`.
 */
export function useExportAction(run: () => Promise<unknown>, fallback?: string) {
  const notify = useNotify();
  const [exporting, setExporting] = useState(false);
  const onExport = async () => {
    setExporting(true);
    try {
      await run();
    } catch (failure) {
      notify.failure(failure, fallback);
    } finally {
      setExporting(false);
    }
  };
  return { exporting, onExport };
}
