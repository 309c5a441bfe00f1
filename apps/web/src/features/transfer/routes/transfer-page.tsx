import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MerchantOrderFormScreen } from '../../order/components/merchant-order-form';
import { MerchantOrdersList } from '../../order/components/merchant-order-list';
import { merchantOrderApi } from '../../order/api/merchant-order';
import { transferKeys } from '../api/transfer-keys';

/** Transfer orders (spec Transfer In/Out 120/121): the same shape as payment orders, another service. */
const transferOrderApi = merchantOrderApi('transfer-order', transferKeys.all);

/** /transfer: between the partner account (10) and its merchants' accounts (12), as Transfer In/Out (120/121). */
export const TransferPage = () => {
  const { t } = useTranslation();
  return (
    <>
      <MerchantOrderFormScreen ns="transfer" api={transferOrderApi} />
      <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 2 }}>
        {t('transfer.order.title')}
      </Typography>
      <MerchantOrdersList ns="transfer" api={transferOrderApi} />
    </>
  );
};
