import { resultChunkKey } from './keys';
import { getItem, putItem } from './query';

/**
 * Short-lived list results: the ordered ticket ids and exact total of a wide list query, so the
 * next pages of the same query read one small item instead of every row again. Stored in chunks
 * (item size stays far under DynamoDB's 400 KB) with a TTL; a chunk past its time is ignored
 * even before DynamoDB's lazy TTL removes it.
 */

export const RESULT_CHUNK_IDS = 2_000;
/** Ids kept per result: the first 250 pages of 20. Pages past that are computed afresh. */
export const RESULT_MAX_IDS = 5 * RESULT_CHUNK_IDS;

export interface CachedChunk {
  ids: string[];
  total: number;
}

export async function putResult(hash: string, ids: string[], total: number, ttlSeconds: number): Promise<void> {
  const expiresAt = Math.floor(Date.now() / 1000) + ttlSeconds;
  const kept = ids.slice(0, RESULT_MAX_IDS);
  const chunks = Math.max(1, Math.ceil(kept.length / RESULT_CHUNK_IDS));
  await Promise.all(
    Array.from({ length: chunks }, (_, chunk) =>
      putItem({
        ...resultChunkKey(hash, chunk),
        entity: 'result',
        ids: kept.slice(chunk * RESULT_CHUNK_IDS, (chunk + 1) * RESULT_CHUNK_IDS).join(','),
        total,
        expiresAt,
      }),
    ),
  );
}

/** The chunk holding position `offset` of a cached result, or undefined when absent or expired. */
export async function getResultChunk(
  hash: string,
  offset: number,
): Promise<(CachedChunk & { firstPosition: number }) | undefined> {
  if (offset >= RESULT_MAX_IDS) return undefined;
  const chunk = Math.floor(offset / RESULT_CHUNK_IDS);
  const item = await getItem(resultChunkKey(hash, chunk));
  if (!item || Number(item.expiresAt) <= Date.now() / 1000) return undefined;
  const ids = String(item.ids ?? '');
  return { ids: ids ? ids.split(',') : [], total: Number(item.total), firstPosition: chunk * RESULT_CHUNK_IDS };
}
