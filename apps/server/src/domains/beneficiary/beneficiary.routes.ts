import { idRequest } from '@remit/contract/gateway';
import {
  beneficiaryCreateRequest,
  beneficiaryPageData,
  beneficiaryPageRequest,
  beneficiaryRecord,
  beneficiaryUpdateRequest,
  statusRequest,
} from '@remit/contract/beneficiary';
import { withFullPhoneCheck } from '@remit/contract/reference/phone-full';
import { gatewayPlugin } from '../../platform/gateway-route';
import type { BeneficiariesService } from './beneficiary.service';

/** The phone is judged here by the full numbering-plan metadata (the form uses the small one). */
const createBody = withFullPhoneCheck(beneficiaryCreateRequest);
const updateBody = withFullPhoneCheck(beneficiaryUpdateRequest);

/** /payment/beneficiaries (spec §2) through the resource gateway; `call` enables or disables. */
export const beneficiariesRoutes = (service: BeneficiariesService) =>
  gatewayPlugin(['beneficiary'], ({ route, family }) => {
    family('beneficiary', 'beneficiary', service, {
      page: [beneficiaryPageRequest, beneficiaryPageData],
      get: [idRequest, beneficiaryRecord],
      create: [createBody, beneficiaryRecord],
      update: [updateBody, beneficiaryRecord],
    });
    route(
      'beneficiary/call',
      { auth: ['edit', 'beneficiary'], body: statusRequest, data: beneficiaryRecord, message: 'SAVED' },
      ({ actor, body, ctx }) => service.setStatus(actor, body, ctx),
    );
    family('beneficiary', 'beneficiary', service, { delete: [idRequest] });
  });
