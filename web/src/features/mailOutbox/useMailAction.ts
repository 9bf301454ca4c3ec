import { useState } from 'react';
import { useNotify } from '@/components/toast';

/**
 * One mail's action at a time (Accept, Discard, Retry): its buttons wait while it runs, the
 * server's answer is a toast and the list loads again; a failure is a toast.
 */
export function useMailAction(reload: () => unknown) {
  const notify = useNotify();
  const [runningId, setRunningId] = useState<string | null>(null);
  const run = async (mailId: string, action: () => Promise<{ message: string }>) => {
    setRunningId(mailId);
    try {
      const answer = await action();
      notify.success(answer.message);
      await reload();
    } catch (failure) {
      notify.failure(failure);
    } finally {
      setRunningId(null);
    }
  };
  return { running: runningId !== null, run };
}
