import { gatewayPath } from '@remit/contract/gateway-path';
import { apiData, type RequestOptions } from './client';

/**
 * One call of a gateway service (`<service>/<call>`; every call of this API is a POST with its request as the
 * body), answering the envelope's data.
 */
export const gatewayData = <T>(
  service: string,
  call: string,
  body?: RequestOptions['body'],
  options: Omit<RequestOptions, 'method' | 'body'> = {},
) => apiData<T>(gatewayPath(service, call), { method: 'POST', body, ...options });
