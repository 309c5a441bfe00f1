import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/ui/empty-state';
import { useDepositInstructions } from '../api/deposit-instructions';
import { CopyField } from '../../../shared/ui/copy-field';

/** The server names each rail's clearing code in English; the usual ones are shown in the user's language. */
const ROUTING_LABELS: Record<string, string> = {
  'ABA routing number': 'aba',
  Bankleitzahl: 'blz',
  'CLABE bank code': 'clabe',
  ISPB: 'ispb',
  'Bank code': 'bankCode',
};

/** How to fund the account: one tab per currency, each field copyable. */
export const DepositInstructionsCard = () => {
  const { t } = useTranslation();
  const query = useDepositInstructions();
  const list = query.data ?? [];
  const [tab, setTab] = useState(0);
  const current = list[Math.min(tab, Math.max(0, list.length - 1))];
  return (
    <Card sx={{ height: '100%' }} data-testid="deposit-instructions">
      <CardHeader
        title={t('account.instructions.title')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <Divider />
      {!current ? (
        <EmptyState text={query.isPending ? t('account.loading') : t('account.instructions.empty')} />
      ) : (
        <>
          <Tabs
            value={Math.min(tab, list.length - 1)}
            onChange={(_e, v: number) => setTab(v)}
            variant="scrollable"
            scrollButtons="auto"
            sx={{ px: 2 }}
          >
            {list.map((i) => (
              <Tab key={i.currency} label={i.currency} />
            ))}
          </Tabs>
          <Divider />
          <Box sx={{ p: 2.5 }}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t('account.instructions.hint')}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
              <CopyField label={t('account.instructions.accountName')} value={current.accountName} />
              <CopyField label={t('account.instructions.accountNumber')} value={current.accountNumber} />
              <CopyField label={t('account.instructions.bankName')} value={current.bankName} />
              {current.swift && <CopyField label={t('account.instructions.swift')} value={current.swift} />}
              {current.routingNumber && (
                <CopyField
                  label={
                    current.routingLabel
                      ? t(
                          `account.instructions.routingLabels.${ROUTING_LABELS[current.routingLabel] ?? '_'}`,
                          {
                            defaultValue: current.routingLabel,
                          },
                        )
                      : t('account.instructions.routingNumber')
                  }
                  value={current.routingNumber}
                />
              )}
              <CopyField label={t('account.instructions.reference')} value={current.reference} />
              <Box sx={{ gridColumn: '1 / -1' }}>
                <CopyField label={t('account.instructions.bankAddress')} value={current.bankAddress} />
              </Box>
            </Box>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 2 }}>
              {t('account.instructions.arrival', { count: current.estimatedDays })}
            </Typography>
          </Box>
        </>
      )}
    </Card>
  );
};
