import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gatewayPath } from '@remit/contract/gateway-path';
import { apiData } from '../../../shared/http/client';
import { tradeDownloadKeys } from './trade-download-keys';

export const deleteExportJob = (id: string) =>
  apiData<null>(gatewayPath('tradeDownload', 'delete'), { method: 'POST', body: { id } });

export const useDeleteExportJob = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteExportJob,
    onSettled: () => client.invalidateQueries({ queryKey: tradeDownloadKeys.all }),
  });
};
