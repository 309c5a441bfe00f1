import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TableContainer from '@mui/material/TableContainer';
import Typography from '@mui/material/Typography';
import { ORDER_STATUS } from '@remit/contract/order';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/session/use-session';
import { moneyWithCode } from '../../../shared/ui/money';
import { notifyDone } from '../../../shared/ui/notify';
import { SimpleTable } from '../../../shared/ui/simple-table';
import { useSandboxOutcome, useSandboxWithdrawals } from '../api/sandbox-withdrawals';
import { OrderStatusChip } from '../../order/components/order-status-chip';
import { useSandbox } from '../components/sandbox-mode';

/** The operator, in sandbox mode (the server checks both again, with the permission, and 404s anyone else). */
export const useIsSandboxOperator = () => {
  const { userInfo } = useSession();
  const sandbox = useSandbox();
  return !!userInfo?.isOperator && sandbox;
};

type Outcome = 'complete' | 'fail' | 'return';

/** What the bank may still decide about an order in each status, and the colour of each decision's button. */
const OUTCOMES: Partial<Record<number, readonly { action: Outcome; color?: ButtonProps['color'] }[]>> = {
  [ORDER_STATUS.ACCEPTED]: [{ action: 'complete' }, { action: 'fail', color: 'error' }],
  [ORDER_STATUS.COMPLETED]: [{ action: 'return', color: 'warning' }],
};

/**
 * The sandbox bank: what a real bank would decide about the partners' withdrawals, simulated by the
 * operator in a panel marked as the sandbox — never shown to a customer, never among a customer's actions.
 */
export const SandboxBankPanel = () => {
  const { t } = useTranslation();
  const visible = useIsSandboxOperator();
  const list = useSandboxWithdrawals(visible);
  const outcome = useSandboxOutcome();
  if (!visible) return null;
  const drive = (id: string, orderNo: string, action: Outcome) =>
    notifyDone(
      outcome.mutateAsync({ id, outcome: action }),
      t(`withdrawal.sandbox.done.${action}`, { orderNo }),
    );
  const rows = list.data ?? [];
  return (
    <Card
      component="section"
      aria-labelledby="sandbox-bank-title"
      data-testid="sandbox-bank"
      sx={{ mb: 3, border: 2, borderStyle: 'dashed', borderColor: 'warning.main' }}
    >
      <CardContent>
        <Alert severity="warning" icon={<ScienceOutlined />} sx={{ mb: 2 }}>
          <AlertTitle id="sandbox-bank-title" component="h2" sx={{ fontSize: '1rem' }}>
            {t('withdrawal.sandbox.title')}
          </AlertTitle>
          {t('withdrawal.sandbox.intro')}
        </Alert>
        {rows.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {list.isPending ? t('withdrawal.loading') : t('withdrawal.sandbox.empty')}
          </Typography>
        ) : (
          <TableContainer>
            <SimpleTable
              texts="withdrawal"
              labelledBy="sandbox-bank-title"
              rows={rows}
              rowTestId="sandbox-bank-row"
              columns={[
                {
                  key: 'columns.orderNo',
                  sx: { fontFamily: 'monospace', whiteSpace: 'nowrap' },
                  cell: (o) => (
                    <>
                      {o.orderNo}
                      <Typography variant="caption" color="text.secondary" component="div">
                        {dayjs(o.createdAt).format('YYYY-MM-DD HH:mm')}
                      </Typography>
                    </>
                  ),
                },
                { key: 'sandbox.partner', cell: (o) => o.partnerName },
                { key: 'columns.beneficiary', cell: (o) => o.beneficiaryName ?? '—' },
                {
                  key: 'columns.amount',
                  align: 'right',
                  sx: { whiteSpace: 'nowrap' },
                  cell: (o) => moneyWithCode(o.amount, o.currency),
                },
                { key: 'columns.status', cell: (o) => <OrderStatusChip ns="withdrawal" status={o.status} /> },
                {
                  key: 'sandbox.bankDecides',
                  cell: (o) => (
                    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                      {(OUTCOMES[o.status] ?? []).map(({ action, color }) => (
                        <Button
                          key={action}
                          size="small"
                          variant="outlined"
                          color={color}
                          onClick={() => void drive(o.id, o.orderNo, action)}
                        >
                          {t(`withdrawal.sandbox.${action}`)}
                        </Button>
                      ))}
                    </Box>
                  ),
                },
              ]}
            />
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
};
