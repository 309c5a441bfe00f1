import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ORDER_STATUS } from '@remit/contract/order';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/session/use-session';
import { moneyWithCode } from '../../../shared/ui/money';
import { notifyDone } from '../../../shared/ui/notify';
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
            <Table size="small" aria-labelledby="sandbox-bank-title">
              <TableHead>
                <TableRow>
                  <TableCell>{t('withdrawal.columns.orderNo')}</TableCell>
                  <TableCell>{t('withdrawal.sandbox.partner')}</TableCell>
                  <TableCell>{t('withdrawal.columns.beneficiary')}</TableCell>
                  <TableCell align="right">{t('withdrawal.columns.amount')}</TableCell>
                  <TableCell>{t('withdrawal.columns.status')}</TableCell>
                  <TableCell>{t('withdrawal.sandbox.bankDecides')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((o) => (
                  <TableRow key={o.id} data-testid="sandbox-bank-row">
                    <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                      {o.orderNo}
                      <Typography variant="caption" color="text.secondary" component="div">
                        {dayjs(o.createdAt).format('YYYY-MM-DD HH:mm')}
                      </Typography>
                    </TableCell>
                    <TableCell>{o.partnerName}</TableCell>
                    <TableCell>{o.beneficiaryName ?? '—'}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {moneyWithCode(o.amount, o.currency)}
                    </TableCell>
                    <TableCell>
                      <OrderStatusChip ns="withdrawal" status={o.status} />
                    </TableCell>
                    <TableCell>
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
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
};
