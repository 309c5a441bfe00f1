/**
 * The resource gateway's paths (DESIGN §4): `POST /api/portal/cms/{service}/{op}`. No schema here, so a
 * screen that only calls the gateway does not load zod; `gateway.ts` holds the bodies' schemas.
 */
export const GATEWAY_PREFIX = '/api/portal/cms';
export const gatewayPath = (service: string, op: string) => `${GATEWAY_PREFIX}/${service}/${op}`;
