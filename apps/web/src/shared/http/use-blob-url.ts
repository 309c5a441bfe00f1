import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * A downloaded file as a blob URL for an image preview: fetched once (the bytes of a stored file never
 * change under its key), revoked when the preview goes.
 */
export const useBlobUrl = (
  queryKey: readonly unknown[],
  load: (signal: AbortSignal) => Promise<Blob>,
  enabled: boolean,
) => {
  const blob = useQuery({
    queryKey,
    queryFn: ({ signal }) => load(signal),
    enabled,
    staleTime: Infinity,
    gcTime: 60_000,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob.data) return undefined;
    const next = URL.createObjectURL(blob.data);
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(null);
    };
  }, [blob.data]);
  return { url, isError: blob.isError, isPending: enabled && blob.isPending };
};
