import { ADMIN, DEMO_PASSWORD, type Stack } from './harness';
import { germanBeneficiary } from '../../server/test/fixtures/beneficiary';

/** A signed-in API caller for setting a scene (payees have their own screen tests). */
export const apiAs = async (stack: Stack, email = ADMIN) => {
  const post = async <T = { id: string; token: string }>(url: string, body: object, token?: string) => {
    const res = await fetch(`${stack.baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { access_token: token } : {}) },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { data: T };
    if (res.status !== 200) throw new Error(`${url}: ${JSON.stringify(json)}`);
    return json.data;
  };
  const { token } = await post('/api/dashboard/login-remittance', { email, password: DEMO_PASSWORD });
  return <T>(url: string, body: object) => post<T>(url, body, token);
};

/** A USD withdrawal account of the demo partner, to the German beneficiary (its IBAN, receiving USD). */
export const withdrawalAccountOfAdmin = async (stack: Stack) => {
  const call = await apiAs(stack);
  const beneficiary = await call<{ id: string }>('/api/portal/cms/beneficiary/create', {
    ...germanBeneficiary,
    currency: 'USD',
  });
  return call<{ id: string }>('/api/portal/cms/withdrawal-account/create', {
    beneficiaryId: beneficiary.id,
    currency: 'USD',
    accountNumber: 'DE89370400440532013000',
  });
};
