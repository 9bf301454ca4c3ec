import { runSortDigests } from '../core/sortDigests';
import { runJob } from '../lib/observability';

/** EventBridge target, every hour: the past days' sort digests (core/sortDigests.ts). */
export const handler = async () => runJob('sortDigests', () => runSortDigests());
