import { fileKeyRecordKey } from './keys';
import { deleteIf, getItem, putItem, stripKeys } from './query';

/** Upload records: a file put to the bucket, the caller's until a ticket claims it. */

export interface FileKeyRecord {
  key: string;
  uploaderId: string;
  fileName: string;
  contentType: string;
  ticketId?: string;
  createdAt: string;
  expiresAt?: number;
}

export async function putFileKey(record: FileKeyRecord): Promise<void> {
  await putItem({ ...fileKeyRecordKey(record.key), entity: 'fileKey', ...record });
}

export async function getFileKey(key: string): Promise<FileKeyRecord | undefined> {
  const item = await getItem(fileKeyRecordKey(key));
  return item ? stripKeys<FileKeyRecord>(item) : undefined;
}

/** Removes an upload that no ticket holds yet. Answers false when it is attached or not the caller's. */
export const deleteUnattachedFileKey = (key: string, uploaderId: string): Promise<boolean> =>
  deleteIf({
    Key: fileKeyRecordKey(key),
    ConditionExpression: 'uploaderId = :uploader AND attribute_not_exists(ticketId)',
    ExpressionAttributeValues: { ':uploader': uploaderId },
  });
