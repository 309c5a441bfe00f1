import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  VA_STATUS,
  vaDetailFields,
  type VaCountry,
  type VirtualAccountRecord,
} from '@remit/contract/virtual-account';
import { Can } from '../../../shared/abilities/can';
import { DIALOG_WIDTH } from '../../../shared/config/app';
import { formatDateTime } from '../../../shared/date/date-time';
import { notifySuccess } from '../../../shared/ui/notify';
import { CopyField } from '../../../shared/ui/copy-field';
import { useCountryName } from '../../../shared/i18n/country-name';
import { useCollectionMutation } from '../api/collection-api';
import { useIsOperator } from '../lib/use-operator';
import { EntityStatusChip } from './status-chip';
import type { DialogProps } from '../../../shared/ui/dialog-props';

const Row = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, alignItems: 'center' }}>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Box sx={{ textAlign: 'right' }}>{children}</Box>
  </Box>
);

/**
 * One virtual account: its application, the bank's details with copy buttons once opened, and what may be
 * done next (the operator opens or rejects an application; the partner disables, enables and renames).
 */
export const VaDetailsDialog = ({ va, onClose }: DialogProps<{ va: VirtualAccountRecord | null }>) => {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const operator = useIsOperator();
  const call = useCollectionMutation<VirtualAccountRecord>('virtual-account', 'call');
  const rename = useCollectionMutation<VirtualAccountRecord>('virtual-account', 'update');
  const [current, setCurrent] = useState<VirtualAccountRecord | null>(null);
  const [alias, setAlias] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const shown = current && va && current.id === va.id ? current : va;
  const close = () => {
    setCurrent(null);
    setAlias(null);
    setRejecting(false);
    setReason('');
    call.reset();
    rename.reset();
    onClose();
  };
  if (!shown) return null;
  const act = async (body: object, message: string) =>
    call.mutateAsync({ id: shown.id, ...body }).then(
      (saved) => {
        setCurrent(saved);
        setRejecting(false);
        notifySuccess(message);
      },
      () => undefined,
    );
  const saveAlias = async () =>
    rename.mutateAsync({ id: shown.id, alias: alias ?? shown.alias }).then(
      (saved) => {
        setCurrent(saved);
        setAlias(null);
        notifySuccess(t('collection.saved'));
      },
      () => undefined,
    );
  const details = shown.details;
  const error = call.error ?? rename.error;
  return (
    <Dialog
      open
      onClose={close}
      aria-labelledby="va-details-title"
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH.small, maxWidth: '100%' } } }}
    >
      <DialogTitle id="va-details-title">{shown.alias}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5 }} data-testid="va-details">
        {error && <Alert severity="error">{error.message}</Alert>}
        <Row label={t('collection.fields.status')}>
          <EntityStatusChip status={shown.status} />
        </Row>
        {operator && <Row label={t('collection.fields.partner')}>{shown.partnerName}</Row>}
        <Row label={t('collection.fields.country')}>{countryName(shown.country)}</Row>
        <Row label={t('collection.fields.currency')}>{shown.currency}</Row>
        <Row label={t('collection.fields.settlementCurrency')}>{shown.settlementCurrency}</Row>
        {shown.settlementCurrency !== shown.currency && (
          <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'right' }}>
            {t('collection.va.settlementConverts', { from: shown.currency, to: shown.settlementCurrency })}
          </Typography>
        )}
        <Row label={t('collection.fields.businessType')}>
          {t(`collection.businessTypes.${shown.businessType}`)}
        </Row>
        <Row label={t('collection.fields.createdAt')}>{formatDateTime(shown.createdAt)}</Row>
        {shown.openedAt && (
          <Row label={t('collection.fields.openedAt')}>{formatDateTime(shown.openedAt)}</Row>
        )}
        {shown.rejectReason && (
          <Alert severity="warning">{t('collection.va.rejected', { reason: shown.rejectReason })}</Alert>
        )}
        <Divider />
        {details ? (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            <Typography variant="subtitle2">{t('collection.va.detailsTitle')}</Typography>
            <CopyField label={t('collection.details.accountName')} value={details.accountName} />
            {vaDetailFields(shown.country as VaCountry).map((field) => {
              const value = details[field];
              return value ? (
                <CopyField key={field} label={t(`collection.details.${field}`)} value={value} />
              ) : null;
            })}
            <CopyField label={t('collection.details.bankName')} value={details.bankName} />
            <CopyField label={t('collection.details.bankAddress')} value={details.bankAddress} />
          </Box>
        ) : (
          !shown.rejectReason && <Alert severity="info">{t('collection.va.waiting')}</Alert>
        )}
        <Can I="edit" a="collection">
          {alias !== null ? (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <TextField
                size="small"
                fullWidth
                label={t('collection.fields.alias')}
                value={alias}
                onChange={(e) => setAlias(e.target.value)}
                slotProps={{ htmlInput: { maxLength: 64 } }}
              />
              <Button onClick={() => void saveAlias()} disabled={rename.isPending || !alias.trim()}>
                {t('collection.save')}
              </Button>
            </Box>
          ) : null}
          {rejecting && (
            <TextField
              label={t('collection.va.rejectReason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 255 } }}
            />
          )}
        </Can>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Can I="edit" a="collection">
          {operator && shown.status === VA_STATUS.INITIAL && !shown.openedAt && !shown.rejectReason && (
            <>
              {rejecting ? (
                <Button
                  color="error"
                  disabled={!reason.trim() || call.isPending}
                  onClick={() => void act({ action: 'reject', reason }, t('collection.va.rejectedToast'))}
                >
                  {t('collection.va.confirmReject')}
                </Button>
              ) : (
                <Button color="error" onClick={() => setRejecting(true)}>
                  {t('collection.va.reject')}
                </Button>
              )}
              <Button
                variant="contained"
                disabled={call.isPending}
                onClick={() => void act({ action: 'open' }, t('collection.va.openedToast'))}
              >
                {t('collection.va.open')}
              </Button>
            </>
          )}
          {shown.openedAt && (
            <Button
              disabled={call.isPending}
              onClick={() =>
                void act(
                  { action: shown.status === VA_STATUS.ENABLED ? 'disable' : 'enable' },
                  t(
                    shown.status === VA_STATUS.ENABLED
                      ? 'collection.disabledToast'
                      : 'collection.enabledToast',
                  ),
                )
              }
            >
              {t(shown.status === VA_STATUS.ENABLED ? 'collection.disable' : 'collection.enable')}
            </Button>
          )}
          {alias === null && (
            <Button onClick={() => setAlias(shown.alias)}>{t('collection.va.rename')}</Button>
          )}
        </Can>
        <Button color="inherit" onClick={close}>
          {t('collection.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
