import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Can, useAppAbility } from '../../../shared/abilities/can';
import { useSession } from '../../../shared/session/use-session';
import { PageHeader } from '../../../shared/ui/page-header';
import { transactionsKeys } from '../../transaction/api/transaction-keys';
import { TransactionList } from '../../transaction/components/transaction-list';
import { useAccountBalances } from '../api/account-balances';
import { BalanceCards } from '../components/balance-cards';
import { DepositInstructionsCard } from '../components/deposit-instructions-card';
import { DepositRecords } from '../components/deposit-records';
import { SimulateDepositDialog } from '../components/simulate-deposit-dialog';
import { useCachedConfigs } from '../../../shared/config/stored-configs';

/** Operator, sandbox mode, and a role that may add to accounts (the server checks all three again). */
const useCanSimulate = () => {
  const ability = useAppAbility();
  const { userInfo } = useSession();
  const sandbox = useCachedConfigs()?.sandbox ?? false;
  return !!userInfo?.isOperator && sandbox && ability.can('add', 'account');
};

/** Account (`/account`): balances, how to fund them, deposit records and the account's transactions. */
export const AccountPage = () => {
  const { t } = useTranslation();
  const balances = useAccountBalances();
  const canSimulate = useCanSimulate();
  const [simulating, setSimulating] = useState(false);
  const client = useQueryClient();
  const depositSettled = useCallback(
    () => void client.invalidateQueries({ queryKey: transactionsKeys.all }),
    [client],
  );
  return (
    <>
      <PageHeader
        title={t('account.title')}
        description={t('account.description')}
        actions={
          canSimulate ? (
            <Button
              variant="contained"
              startIcon={<AccountBalanceOutlined />}
              onClick={() => setSimulating(true)}
            >
              {t('account.simulate.open')}
            </Button>
          ) : null
        }
      />
      <Stack spacing={3}>
        <section aria-labelledby="balances-title">
          <Typography id="balances-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {t('account.balances.title')}
          </Typography>
          <BalanceCards balances={balances.data} loading={balances.isPending} />
        </section>
        <Grid container spacing={3}>
          <Grid size={12}>
            <DepositInstructionsCard />
          </Grid>
        </Grid>
        <Can I="index" a="account">
          <DepositRecords onSettled={depositSettled} />
        </Can>
        <TransactionList scope="account" title={t('transactions.accountTitle')} />
      </Stack>
      {canSimulate && <SimulateDepositDialog open={simulating} onClose={() => setSimulating(false)} />}
    </>
  );
};
