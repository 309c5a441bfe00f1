/** Query keys of the merchant screens (CONVENTIONS 8); the review desk's live under the same root. */
export const merchantKeys = {
  all: ['merchant'] as const,
  page: (request: object) => [...merchantKeys.all, 'page', request] as const,
  detail: (id: string) => [...merchantKeys.all, 'detail', id] as const,
  reviewPage: (request: object) => [...merchantKeys.all, 'review', 'page', request] as const,
  reviewDetail: (id: string) => [...merchantKeys.all, 'review', 'detail', id] as const,
  file: (service: string, id: string, documentId: string) =>
    [...merchantKeys.all, 'file', service, id, documentId] as const,
};
