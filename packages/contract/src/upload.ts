/**
 * Uploads (spec §5/§9, DESIGN §6): at most 1 MB each, PDF, JPEG or PNG decided from the bytes, never the
 * name. The server's upload helper enforces these; forms check size and type before sending.
 */
/** Spec §9: files at most 1 MB. This module loads no schema library (the web's error table imports it). */
export const MAX_FILE_BYTES = 1024 * 1024;

/** The file types any upload may carry, by the MIME type their bytes reveal. */
export const UPLOAD_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type UploadMimeType = (typeof UPLOAD_MIME_TYPES)[number];
/** For `<input accept>`. */
export const UPLOAD_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
export const isUploadMimeType = (value: string): value is UploadMimeType =>
  (UPLOAD_MIME_TYPES as readonly string[]).includes(value);

/** The upload helper's refusals, spread into the one error table (errors.ts). */
export const uploadErrors = {
  FILE_MISSING: {
    code: '40095',
    status: 400,
    en: 'No file was sent. Choose a PDF, JPEG or PNG file of at most 1 MB.',
    zh_CN: '未收到文件，请选择不超过 1 MB 的 PDF、JPEG 或 PNG 文件。',
  },
  FILE_EMPTY: {
    code: '40096',
    status: 400,
    en: 'The file is empty.',
    zh_CN: '文件为空。',
  },
  FILE_TYPE_NOT_ALLOWED: {
    code: '40097',
    status: 415,
    en: 'Only PDF, JPEG or PNG files are accepted; this file is {detected}.',
    zh_CN: '仅接受 PDF、JPEG 或 PNG 文件；该文件为 {detected}。',
  },
  FILE_TOO_LARGE: {
    code: '41310',
    status: 413,
    en: 'The file is larger than the 1 MB limit (1,048,576 bytes).',
    zh_CN: '文件超过 1 MB 上限（1,048,576 字节）。',
  },
} as const;
