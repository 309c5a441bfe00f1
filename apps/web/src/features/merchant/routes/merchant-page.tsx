import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MerchantRecord } from '@remit/contract/merchant';
import { formatDateTime } from '../../../shared/date/date-time';
import { searchForUrl } from '../../../shared/list/list-search';
import { useListQuery } from '../../../shared/list/use-list-search';
import type { Column } from '../../../shared/ui/data-table';
import { ListPage } from '../../../shared/ui/list-page';
import { MerchantCards } from '../../card/components/merchant-cards';
import { useMerchantPage } from '../api/merchant-page';
import { MerchantDetails } from '../components/merchant-details';
import { MerchantFilters } from '../components/merchant-filters';
import { MerchantFormDialog } from '../components/merchant-form-dialog';
import { merchantListSearch, openedMerchant, type MerchantTab } from '../lib/merchant-search';
import { merchantColumns, merchantStatusColumn, merchantTypeColumn } from '../components/merchant-columns';
import { detailsColumn } from '../../../shared/ui/columns';
import { AddButton } from '../../../shared/ui/add-button';

/** Opens a merchant (or goes back to the list) keeping the list's filter in the URL. */
const useOpenMerchant = () => {
  const navigate = useNavigate();
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  return (id: string | undefined, tab?: MerchantTab) =>
    void navigate({
      to: '/merchant',
      search: searchForUrl({ ...raw, id, tab: tab === 'details' ? undefined : tab }) as never,
    });
};

const MerchantList = ({ onOpen }: { onOpen: (id: string, tab?: MerchantTab) => void }) => {
  const { t } = useTranslation();
  const { list, query } = useListQuery(merchantListSearch, useMerchantPage);
  const [creating, setCreating] = useState(false);
  const addButton = (
    <AddButton subject="merchant" onClick={() => setCreating(true)}>
      {t('merchant.list.new')}
    </AddButton>
  );
  const columns: Column<MerchantRecord>[] = [
    ...merchantColumns<MerchantRecord>(t, onOpen),
    merchantTypeColumn<MerchantRecord>(t),
    { key: 'email', header: t('merchant.fields.email'), priority: 2, cell: (m) => m.email },
    merchantStatusColumn<MerchantRecord>(t),
    {
      key: 'createdAt',
      header: t('merchant.fields.createdAt'),
      nowrap: true,
      priority: 3,
      cell: (m) => formatDateTime(m.createdAt),
    },
    detailsColumn(
      t('merchant.list.view'),
      (m) => onOpen(m.id),
      (m) => t('merchant.list.viewNamed', { name: m.name }),
    ),
  ];
  return (
    <ListPage
      screen="screens.merchant"
      add={addButton}
      Filters={MerchantFilters}
      exported={{ kind: 'merchants', subject: 'merchant' }}
      columns={columns}
      rowTestId="merchant-row"
      query={query}
      list={list}
    >
      <MerchantFormDialog
        open={creating}
        merchant={null}
        onClose={() => setCreating(false)}
        onSaved={(saved) => onOpen(saved.id, 'documents')}
      />
    </ListPage>
  );
};

/**
 * /merchant (spec §2 Merchants): the list with its filters in the URL, and `?id=` one merchant's page with
 * its tabs (`&tab=`), so reload, Back and a pasted link open the same view.
 */
export const MerchantPage = () => {
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const { id, tab } = openedMerchant(raw);
  const open = useOpenMerchant();
  if (id)
    return (
      <MerchantDetails
        key={id}
        id={id}
        tab={tab ?? 'details'}
        onTab={(next) => open(id, next)}
        onBack={() => open(undefined)}
        cards={(m) => (
          <MerchantCards
            merchant={{ id: m.id, name: m.name, merchantNo: m.merchantNo }}
            approved={m.status === 'approved'}
          />
        )}
      />
    );
  return <MerchantList onOpen={open} />;
};
