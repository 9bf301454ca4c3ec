import { runOverdueSweep } from '../core/overdueSweep';

/** EventBridge target, every 15 minutes. */
export const handler = async () => {
  const outcome = await runOverdueSweep();
  console.log(JSON.stringify({ level: 'info', job: 'overdueSweep', ...outcome }));
  return outcome;
};
