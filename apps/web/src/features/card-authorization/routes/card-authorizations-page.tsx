import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authRecordTypeText, type AuthorizationRecord } from '@remit/contract/card-authorization';
import { Can } from '../../../shared/abilities/can';
import { formatDateTime } from '../../../shared/date/date-time';
import { useContractText } from '../../../shared/i18n/contract-text';
import { searchForUrl } from '../../../shared/list/list-search';
import { useListQuery } from '../../../shared/list/use-list-search';
import type { Column } from '../../../shared/ui/data-table';
import { Money } from '../../../shared/ui/money';
import { formatMoney } from '../../../shared/ui/money-format';
import { AmountMovements } from '../components/amount-movements';
import { ListPage } from '../../../shared/ui/list-page';
import { useAuthorizationPage } from '../api/card-authorization-page';
import { AuthStatusChip, SettleStatusChip } from '../components/authorization-chips';
import { AuthorizationDetails } from '../components/authorization-details';
import { AuthorizationFilters } from '../components/authorization-filters';
import { cardAuthorizationListSearch, openedAuthorization } from '../lib/card-authorization-search';
import { SimulateDialog } from './simulate-dialog';
import { RowLink } from '../../../shared/ui/row-link';
import { CellNote } from '../../../shared/ui/cell-note';

/** Opens a record (or goes back to the list) keeping the list's filter in the URL. */
const useOpenRecord = () => {
  const navigate = useNavigate();
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  return (id: string | undefined) =>
    void navigate({ to: '/card/authorizations', search: searchForUrl({ ...raw, id }) as never });
};

const mono = { fontFamily: 'monospace' } as const;

const AuthorizationList = ({ onOpen }: { onOpen: (id: string) => void }) => {
  const { t } = useTranslation();
  const text = useContractText();
  const { list, query } = useListQuery(cardAuthorizationListSearch, useAuthorizationPage);
  const [simulating, setSimulating] = useState(false);
  const f = (key: string) => t(`cardAuthorization.fields.${key}`);
  const simulate = (
    <Can I="edit" a="card">
      <Button variant="contained" startIcon={<ScienceOutlined />} onClick={() => setSimulating(true)}>
        {t('cardAuthorization.simulate.button')}
      </Button>
    </Can>
  );
  // Eight columns, so the list fits 1024 and 1440 px without scrolling sideways: each record's time under its
  // ID, the settlement under the authorization's status, the billing amount under the transaction amount when
  // the currencies differ, the MCC under the merchant. Every field is in the record's details.
  const columns: Column<AuthorizationRecord>[] = [
    {
      key: 'recordNo',
      header: f('recordNo'),
      nowrap: true,
      cell: (r) => (
        <>
          <RowLink
            onClick={() => onOpen(r.id)}
            sx={{ ...mono }}
            aria-label={t('cardAuthorization.list.viewNamed', { recordNo: r.recordNo })}
          >
            {r.recordNo}
          </RowLink>
          <CellNote>{formatDateTime(r.createdAt)}</CellNote>
        </>
      ),
    },
    { key: 'card', header: f('card'), nowrap: true, cell: (r) => <span style={mono}>{r.maskedPan}</span> },
    {
      key: 'recordType',
      header: f('recordType'),
      priority: 2,
      cell: (r) => text(authRecordTypeText[r.recordType], r.recordType),
    },
    {
      key: 'status',
      header: t('cardAuthorization.list.status'),
      lead: true,
      cell: (r) => (
        <Stack spacing={0.5} alignItems="flex-start">
          <AuthStatusChip status={r.authStatus} />
          {r.settleStatus !== null && <SettleStatusChip status={r.settleStatus} />}
        </Stack>
      ),
    },
    {
      key: 'amount',
      header: t('cardAuthorization.list.amount'),
      align: 'right',
      lead: true,
      cell: (r) => (
        <>
          <Money value={r.transactionAmount} currency={r.transactionCurrency} />
          {r.billingCurrency !== r.transactionCurrency && (
            <CellNote>
              {t('cardAuthorization.list.billed', {
                amount: formatMoney(r.billingAmount, r.billingCurrency),
                currency: r.billingCurrency,
              })}
            </CellNote>
          )}
          <AmountMovements record={r} />
        </>
      ),
    },
    {
      key: 'responseCode',
      header: f('responseCode'),
      priority: 3,
      cell: (r) => <span style={mono}>{r.responseCode}</span>,
    },
    {
      key: 'acceptorName',
      header: f('acceptorName'),
      priority: 2,
      cell: (r) => (
        <>
          {r.acceptorName}
          <CellNote>{t('cardAuthorization.list.mccOf', { mcc: r.mcc })}</CellNote>
        </>
      ),
    },
  ];
  return (
    <ListPage
      screen="cardAuthorization"
      actions={simulate}
      Filters={AuthorizationFilters}
      exported={{ kind: 'cardAuthorizations' }}
      columns={columns}
      rowTestId="authorization-row"
      query={query}
      list={list}
      empty={{ text: t('cardAuthorization.list.empty'), action: simulate }}
    >
      <SimulateDialog open={simulating} onClose={() => setSimulating(false)} />
    </ListPage>
  );
};

/**
 * /card/authorizations (spec §2 Cards → Authorizations): the list with its filters in the URL, and `?id=`
 * one record with its fields and lifecycle, so reload, Back and a pasted link open the same view.
 */
export const CardAuthorizationsPage = () => {
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const { id } = openedAuthorization(raw);
  const open = useOpenRecord();
  if (id) return <AuthorizationDetails key={id} id={id} onBack={() => open(undefined)} onOpen={open} />;
  return <AuthorizationList onOpen={open} />;
};
