import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gatewayPath } from '@remit/contract/gateway-path';
import type { DocumentKind, MerchantDocument } from '@remit/contract/merchant';
import { fetchBlob, openBlobInTab, uploadForm } from '../../../shared/http/files';
import { useBlobUrl } from '../../../shared/http/use-blob-url';
import { merchantKeys } from './merchant-keys';

/** Which gateway service serves a merchant's files: the partner's own, or the operator's review desk. */
export type FileService = 'merchant' | 'merchant-review';

/**
 * `merchant/upload` (multipart: id, kind, file). A new file of a kind replaces the last one. The server's
 * refusal (size, type by the bytes, a state that no longer allows changes) comes back as the error.
 */
export const useUploadDocument = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, kind, file }: { id: string; kind: DocumentKind; file: File }) =>
      uploadForm<MerchantDocument>(gatewayPath('merchant', 'upload'), { id, kind }, file, {
        notify: false,
      }),
    onSuccess: (_doc, { id }) => client.invalidateQueries({ queryKey: merchantKeys.detail(id) }),
  });
};

/** A document's bytes (`<service>/download`). */
export const downloadDocument = (
  service: FileService,
  id: string,
  documentId: string,
  signal?: AbortSignal,
) => fetchBlob(gatewayPath(service, 'download'), { id, documentId }, { signal });

/**
 * A document as a blob URL for an image preview, fetched once per document and revoked when the preview
 * goes away. `enabled` off fetches nothing (a PDF is opened on demand instead).
 */
export const useDocumentUrl = (service: FileService, id: string, documentId: string, enabled: boolean) =>
  useBlobUrl(
    merchantKeys.file(service, id, documentId),
    (signal) => downloadDocument(service, id, documentId, signal),
    enabled,
  );

/**
 * Opens a document (a PDF) in a new tab. The tab is opened at the click, before the bytes arrive, so a
 * pop-up blocker lets it through; it is closed again if the download fails.
 */
export const openDocument = (service: FileService, id: string, documentId: string) =>
  openBlobInTab(() => downloadDocument(service, id, documentId));
