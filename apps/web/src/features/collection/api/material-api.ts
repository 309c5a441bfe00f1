import { useQuery } from '@tanstack/react-query';
import { gatewayPath } from '@remit/contract/gateway';
import type { CertificateKind, MaterialPageRequest, MaterialRecord } from '@remit/contract/material';
import type { MaterialLinkPageRequest, MaterialLinkRecord } from '@remit/contract/material-link';
import type { CollectionRecord } from '@remit/contract/collection';
import { fetchBlob, openBlobInTab, uploadParts } from '../../../shared/http/files';
import { useBlobUrl } from '../../../shared/http/use-blob-url';
import { collectionKeys } from './collection-api';
import { usePageQuery, type PageQuery } from '../../../shared/query/page-query';
import { gatewayData } from '../../../shared/http/gateway';
import { useRefreshingMutation } from '../../../shared/query/refreshing-mutation';

/** Query keys of the materials and links (under the collection keys: every write refreshes all lists). */
export const materialKeys = {
  materialPage: (request: object) => [...collectionKeys.all, 'material', 'page', request] as const,
  linkPage: (request: object) => [...collectionKeys.all, 'material-link', 'page', request] as const,
  /** A certificate's bytes: outside the collection keys, a write never refetches a file. */
  file: (id: string, kind: CertificateKind) => ['material-file', id, kind] as const,
};

export type MaterialQuery = PageQuery<MaterialPageRequest>;
export type MaterialLinkQuery = PageQuery<MaterialLinkPageRequest>;

const post = <T>(service: string, op: string, body: object, signal?: AbortSignal) =>
  gatewayData<T>(service, op, { ...body }, { signal });

export const useMaterialPage = (request: MaterialQuery, enabled = true) =>
  usePageQuery<MaterialRecord>('material', materialKeys.materialPage(request), request, enabled);

export const useMaterialLinkPage = (request: MaterialLinkQuery) =>
  usePageQuery<MaterialLinkRecord>('material-link', materialKeys.linkPage(request), request);

/** One material or one collection by id (a filter chip names what it filters on). */
export const useMaterial = (id: string | undefined) =>
  useQuery({
    queryKey: [...collectionKeys.all, 'material', 'get', id],
    queryFn: ({ signal }) => post<MaterialRecord>('material', 'get', { id }, signal),
    enabled: !!id,
  });
export const useCollection = (id: string | undefined) =>
  useQuery({
    queryKey: [...collectionKeys.all, 'collection', 'get', id],
    queryFn: ({ signal }) => post<CollectionRecord>('collection', 'get', { id }, signal),
    enabled: !!id,
  });

export type MaterialUpload = {
  name: string;
  currency: string;
  amount: string;
  comments: string;
  files: Partial<Record<CertificateKind, File>>;
};

/**
 * `material/create` (multipart): the text fields, then a part per certificate given. The server's refusal
 * (a file's size or type by its bytes, the amount's decimals) comes back as the error, not a toast.
 */
export const useCreateMaterial = () =>
  useRefreshingMutation(collectionKeys.all, ({ files, ...fields }: MaterialUpload) =>
    uploadParts<MaterialRecord>(
      gatewayPath('material', 'create'),
      fields,
      Object.entries(files).filter((e): e is [CertificateKind, File] => !!e[1]),
      { notify: false },
    ),
  );

/** A certificate's bytes (`material/download`). */
export const downloadCertificate = (id: string, kind: CertificateKind, signal?: AbortSignal) =>
  fetchBlob(gatewayPath('material', 'download'), { id, kind }, { signal });

/** Opens a certificate (a PDF) in a new tab. */
export const openCertificate = (id: string, kind: CertificateKind) =>
  openBlobInTab(() => downloadCertificate(id, kind));

/** A certificate as a blob URL for an image preview. */
export const useCertificateUrl = (id: string, kind: CertificateKind, enabled: boolean) =>
  useBlobUrl(materialKeys.file(id, kind), (signal) => downloadCertificate(id, kind, signal), enabled);
