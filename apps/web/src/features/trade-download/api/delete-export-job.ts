import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tradeDownloadKeys } from './trade-download-keys';
import { gatewayData } from '../../../shared/http/gateway';

export const deleteExportJob = (id: string) => gatewayData<null>('tradeDownload', 'delete', { id });

export const useDeleteExportJob = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteExportJob,
    onSettled: () => client.invalidateQueries({ queryKey: tradeDownloadKeys.all }),
  });
};
