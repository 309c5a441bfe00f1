import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeeScheduleRecord } from '@remit/contract/order';
import { useSession } from '../../../shared/session/use-session';
import { EmptyState } from '../../../shared/ui/empty-state';
import { PageHeader } from '../../../shared/ui/page-header';
import { useOwnFees } from '../api/own-fee';
import { useFeePartners, usePartnerFees } from '../api/partner-fee';
import { FeeEditDialog } from '../components/fee-edit-dialog';
import { FeeTable } from '../components/fee-table';

const cardTitle = { title: { variant: 'h6', component: 'h2' } } as const;

/** A partner's users: what the platform charges them, read-only (only the operator changes fees). */
const OwnFees = () => {
  const { t } = useTranslation();
  const fees = useOwnFees();
  return (
    <>
      <PageHeader title={t('fees.own.title')} description={t('fees.own.description')} />
      <Card>
        <CardHeader title={t('fees.own.card')} slotProps={cardTitle} />
        <Divider />
        <FeeTable rules={fees.data} loading={fees.isPending} />
        <CardContent>
          <Alert severity="info">{t('fees.own.readOnly')}</Alert>
        </CardContent>
      </Card>
    </>
  );
};

/** The operator: pick a partner, then edit or reset any rule of its schedule. */
const PartnerFees = () => {
  const { t } = useTranslation();
  const partners = useFeePartners();
  const [partnerId, setPartnerId] = useState('');
  const schedule = usePartnerFees(partnerId);
  const [editing, setEditing] = useState<FeeScheduleRecord | null>(null);
  const partner = partners.data?.find((p) => p.id === partnerId);
  return (
    <>
      <PageHeader title={t('fees.operator.title')} description={t('fees.operator.description')} />
      <Card>
        <CardHeader
          title={partner ? t('fees.operator.card', { partner: partner.name }) : t('fees.operator.pickTitle')}
          slotProps={cardTitle}
          action={
            <TextField
              select
              size="small"
              name="partnerId"
              label={t('fees.operator.partner')}
              value={partnerId}
              onChange={(e) => setPartnerId(e.target.value)}
              sx={{ width: { xs: 200, sm: 280 } }}
            >
              {(partners.data ?? []).map((p) => (
                <MenuItem key={p.id} value={p.id}>
                  {p.name}
                </MenuItem>
              ))}
            </TextField>
          }
          sx={{ flexWrap: 'wrap', gap: 2, '& .MuiCardHeader-action': { m: 0 } }}
        />
        <Divider />
        {partnerId ? (
          <>
            <FeeTable rules={schedule.data} loading={schedule.isPending} onEdit={setEditing} />
            <CardContent>
              <Alert severity="info">{t('fees.operator.hint')}</Alert>
            </CardContent>
          </>
        ) : (
          <EmptyState text={t('fees.operator.pick')} />
        )}
      </Card>
      {editing && partner && (
        <FeeEditDialog partner={partner} rule={editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
};

/** `/setting/fees`: the operator edits partners' fee schedules; a partner's users read their own. */
export const FeesPage = () => {
  const { userInfo } = useSession();
  return userInfo?.isOperator ? <PartnerFees /> : <OwnFees />;
};
