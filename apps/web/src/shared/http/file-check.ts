import { MAX_FILE_BYTES, UPLOAD_MIME_TYPES } from '@remit/contract/upload';

export type FileProblem = 'empty' | 'tooLarge' | 'type';

const EXTENSIONS = /\.(pdf|jpe?g|png)$/i;

/**
 * What the browser can tell before sending (spec §5: at most 1 MB; PDF, JPEG or PNG): the size, and the
 * type the browser gives (or, when it gives none, the name). The server reads the bytes and is the judge.
 */
export const fileProblem = (file: { size: number; type: string; name: string }): FileProblem | null => {
  if (file.size === 0) return 'empty';
  if (file.size > MAX_FILE_BYTES) return 'tooLarge';
  const typeOk = file.type
    ? (UPLOAD_MIME_TYPES as readonly string[]).includes(file.type)
    : EXTENSIONS.test(file.name);
  return typeOk ? null : 'type';
};

/** Images are previewed inline; a PDF opens in a new tab. */
export const isImage = (contentType: string) => contentType === 'image/jpeg' || contentType === 'image/png';

/** Size for people: "312 KB", "1.0 MB". */
export const fileSizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
