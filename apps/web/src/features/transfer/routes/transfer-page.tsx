import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../shared/abilities/can';
import { EmptyState } from '../../../shared/ui/empty-state';
import { PageHeader } from '../../../shared/ui/page-header';
import { MerchantOrderForm } from '../../order/components/merchant-order-form';
import { MerchantOrdersList } from '../../order/components/merchant-order-list';
import { transferOrderApi } from '../api/transfer-orders';

/** /transfer: between the partner account (10) and its merchants' accounts (12), as Transfer In/Out (120/121). */
export const TransferPage = () => {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('screens.transfer.title')} description={t('transfer.order.description')} />
      <Can I="add" a="transfer" passThrough>
        {(allowed) =>
          allowed ? (
            <MerchantOrderForm ns="transfer" api={transferOrderApi} />
          ) : (
            <Card>
              <EmptyState text={t('transfer.order.notAllowed')} />
            </Card>
          )
        }
      </Can>
      <Typography variant="h6" sx={{ mt: 4, mb: 2 }}>
        {t('transfer.order.title')}
      </Typography>
      <MerchantOrdersList ns="transfer" api={transferOrderApi} />
    </>
  );
};
