import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { MerchantAccount } from '@remit/contract/merchant';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Money } from '../../../shared/ui/money';

/** The merchant's accounts (product 12), one per balance currency, opened on approval. */
export const MerchantAccounts = ({ accounts }: { accounts: MerchantAccount[] }) => {
  const { t } = useTranslation();
  if (!accounts.length) return <EmptyState text={t('merchant.accounts.empty')} />;
  return (
    <Table size="small" aria-label={t('merchant.tabs.accounts')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('merchant.accounts.currency')}</TableCell>
          <TableCell align="right">{t('merchant.accounts.balance')}</TableCell>
          <TableCell align="right">{t('merchant.accounts.available')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {accounts.map((a) => (
          <TableRow key={a.accountId} data-testid="merchant-account">
            <TableCell>{a.currency}</TableCell>
            <TableCell align="right">
              <Money value={a.balance} currency={a.currency} />
            </TableCell>
            <TableCell align="right">
              <Money value={a.available} currency={a.currency} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
