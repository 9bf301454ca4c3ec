import {
  ALLOWED_ATTACHMENT_TYPES,
  ATTACHMENT_TOO_LARGE_MESSAGE,
  ATTACHMENT_TYPE_MESSAGE,
  MAX_ATTACHMENT_BYTES,
} from '@shared/contract/files';

/** Attachment rules the browser checks before uploading; the server checks the same again. */

/** An uploaded attachment: the key the server answered and the name to show. */
export interface UploadedFile {
  key: string;
  fileName: string;
}

/** What the file input's `accept` offers: the same types the server allows. */
export const ATTACHMENT_ACCEPT = ALLOWED_ATTACHMENT_TYPES.join(',');

/** The message to show when a chosen file cannot be uploaded, or undefined when it may be. */
export function attachmentProblem(file: { size: number; type: string }): string | undefined {
  if (!(ALLOWED_ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return ATTACHMENT_TYPE_MESSAGE;
  if (file.size > MAX_ATTACHMENT_BYTES) return ATTACHMENT_TOO_LARGE_MESSAGE;
  return undefined;
}

/** The file name of a stored key ('ticket/tmp/1/uuid/photo.png' → 'photo.png'). */
export const fileNameOfKey = (key: string): string => key.split('/').filter(Boolean).pop() ?? key;

const IMAGE_NAME = /\.(png|jpe?g|gif|webp|bmp|svg)$/i;

/** Images open in the image viewer; every other type is embedded in a frame. */
export const isImageFileName = (fileName: string): boolean => IMAGE_NAME.test(fileName);
