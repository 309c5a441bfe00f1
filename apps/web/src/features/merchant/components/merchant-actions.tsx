import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MERCHANT_PARTNER_ACTIONS,
  isMerchantEditable,
  merchantActionsFrom,
  type MerchantDetail,
} from '@remit/contract/merchant';
import { useAppAbility } from '../../../shared/abilities/can';
import { notifySuccess } from '../../../shared/ui/notify';
import { useMerchantCall } from '../api/merchant-call';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';

type PartnerAction = (typeof MERCHANT_PARTNER_ACTIONS)[number];
const isPartnerAction = (a: string): a is PartnerAction =>
  (MERCHANT_PARTNER_ACTIONS as readonly string[]).includes(a);

/**
 * Only the moves the state machine allows from the merchant's status (Edit while editable; Submit,
 * Resubmit or Close), each confirmed. The server is still the judge: a missing document or a status that
 * moved on comes back as its message.
 */
export const MerchantActions = ({ merchant, onEdit }: { merchant: MerchantDetail; onEdit: () => void }) => {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const call = useMerchantCall();
  const [asking, setAsking] = useState<PartnerAction | null>(null);
  const canEdit = ability.can('edit', 'merchant');
  const actions = merchantActionsFrom(merchant.status).filter(isPartnerAction);
  const missing = merchant.missingDocuments.map((k) => t(`merchant.documents.kinds.${k}`)).join(', ');
  const confirmText = (action: PartnerAction) =>
    action === 'close'
      ? t('merchant.actions.closeText', { no: merchant.merchantNo })
      : missing
        ? t('merchant.actions.submitMissing', { documents: missing })
        : t(`merchant.actions.${action}Text`, { no: merchant.merchantNo });
  const run = (action: PartnerAction) =>
    call.mutate(
      { id: merchant.id, action },
      {
        onSuccess: () => {
          notifySuccess(t(`merchant.actions.${action}Done`, { no: merchant.merchantNo }));
          setAsking(null);
        },
        onError: () => setAsking(null),
      },
    );
  if (!canEdit) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {isMerchantEditable(merchant.status) && (
        <Button variant="outlined" onClick={onEdit}>
          {t('merchant.actions.edit')}
        </Button>
      )}
      {actions.map((action) => (
        <Button
          key={action}
          variant="contained"
          color={action === 'close' ? 'error' : 'primary'}
          onClick={() => setAsking(action)}
        >
          {t(`merchant.actions.${action}`)}
        </Button>
      ))}
      {asking && (
        <ConfirmDialog
          title={t(`merchant.actions.${asking}Title`)}
          text={confirmText(asking)}
          confirm={t(`merchant.actions.${asking}`)}
          color={asking === 'close' ? 'error' : 'primary'}
          busy={call.isPending}
          cancelLabel={t('merchant.cancel')}
          onConfirm={() => run(asking)}
          onClose={() => setAsking(null)}
        />
      )}
    </Box>
  );
};
