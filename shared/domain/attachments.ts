/**
 * An attachment is what its bytes say, not what its upload declared (issue 15.11): the type
 * detected from its magic bytes (the `file-type` package, server side) must fit the declared type.
 */

/** The one attachment size limit (10 MiB): contract, presigned POST policy and web message all use it. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/** New uploads (under `ticket/tmp/`) carry this S3 tag until a ticket claims them; a lifecycle rule expires tagged ones. */
export const UNATTACHED_UPLOAD_TAG = { key: 'upload', value: 'unattached' } as const;

export const ALLOWED_ATTACHMENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'text/plain',
  'text/csv',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

/** The content (magic bytes) of an attachment does not match its declared type. */
export const ATTACHMENT_CONTENT_MESSAGE =
  "The file's content does not match its type: attach the file as what it really is.";
/** The same, naming the file, where it has a name (several may be attached at once). */
export const attachmentContentMessage = (fileName: string): string =>
  `The content of ${fileName} does not match its type: attach the file as what it really is.`;
/**
 * How much of a file the content check reads: the browser checks this much of a chosen file before
 * uploading it (as the server checks the stored upload), so a mismatch is told at once.
 */
export const CONTENT_SNIFF_BYTES = 4100;
type AttachmentType = (typeof ALLOWED_ATTACHMENT_TYPES)[number];

/** Legacy Word and Excel files are both OLE compound files: their signature cannot tell them apart. */
const COMPOUND_FILE = 'application/x-cfb';

const detectedAs: Record<AttachmentType, string | null> = {
  'image/png': 'image/png',
  'image/jpeg': 'image/jpeg',
  'image/gif': 'image/gif',
  'image/webp': 'image/webp',
  'application/pdf': 'application/pdf',
  // Text has no signature: nothing may be detected, and it holds no NUL byte.
  'text/plain': null,
  'text/csv': null,
  'application/msword': COMPOUND_FILE,
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel': COMPOUND_FILE,
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet':
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * True when content whose detected type is `detected` (undefined: no known signature) and whose
 * first bytes are `sample` may be stored as `declared`.
 */
export function contentMatchesType(declared: string, detected: string | undefined, sample: Uint8Array): boolean {
  if (!Object.hasOwn(detectedAs, declared)) return false;
  const expected = detectedAs[declared as AttachmentType];
  if (expected === null) return detected === undefined && !sample.includes(0);
  return detected === expected;
}
