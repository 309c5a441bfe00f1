import { isCardLive } from '@remit/contract/card';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_EXPORT_KINDS, type ApplyRecord } from '@remit/contract/card';
import type { SessionData } from '@remit/contract/auth';
import { Can } from '../../../shared/abilities/can';
import { searchForUrl } from '../../../shared/list/list-search';
import { useListQuery } from '../../../shared/list/use-list-search';
import { ExportButton } from '../../../shared/ui/export-button';
import type { FilterProps } from '../../../shared/ui/filter-form';
import { PageHeader } from '../../../shared/ui/page-header';
import { authKeys } from '../../auth/api/auth-keys';
import { useCardBalances } from '../api/card-list';
import { useApplyPage, useCardPage } from '../api/card-page';
import { ApplyCardDialog } from '../components/apply-card-dialog';
import { CardDetails } from '../components/card-details';
import { BulkApplyDialog } from '../components/bulk-apply-dialog';
import { SandboxNetworkPanel } from '../../card-authorization/components/sandbox-network-panel';
import { ApplyFilters, CardFilters, FundingFilter } from '../components/card-filters';
import { ApplyTable, BalanceTable, CardTable } from '../components/card-tables';
import { RemoveApplyDialog } from '../components/remove-apply-dialog';
import { applyListSearch, balanceListSearch, cardListSearch, openedCard } from '../lib/card-search';
import { AddButton } from '../../../shared/ui/add-button';

/** Opens a card on `/card` (or goes back to the list), keeping the list's filter when it is the Cards list. */
const useOpenCard = () => {
  const navigate = useNavigate();
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  return (id: string | undefined, keep = true) =>
    void navigate({ to: '/card', search: searchForUrl(keep ? { ...raw, id } : { id }) as never });
};

const ApplyButton = ({ onClick }: { onClick: () => void }) => {
  const { t } = useTranslation();
  return (
    <AddButton subject="card" onClick={onClick}>
      {t('card.apply.open')}
    </AddButton>
  );
};

/**
 * A card list screen: the header (its title and description under `card.screens.<screen>`), then the list's
 * filters (with its export, when it has one) and the table in one card.
 */
const CardListFrame = <F extends object>({
  screen,
  actions,
  Filters,
  list,
  exportKind,
  children,
}: {
  screen: 'cards' | 'applyRecords' | 'balances';
  actions?: ReactNode;
  Filters: ComponentType<FilterProps<F>>;
  list: { filter: F; setFilter: (filter: F) => void };
  exportKind?: string;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t(`card.screens.${screen}.title`)}
        description={t(`card.screens.${screen}.description`)}
        actions={actions}
      />
      <Card>
        <Filters
          value={list.filter}
          onSearch={list.setFilter}
          actions={exportKind && <ExportButton kind={exportKind} filter={list.filter} />}
        />
        <Divider />
        {children}
      </Card>
    </>
  );
};

const CardList = ({ onOpen }: { onOpen: (id: string) => void }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const page = useListQuery(cardListSearch, useCardPage);
  const { list } = page;
  const [applying, setApplying] = useState(false);
  const apply = <ApplyButton onClick={() => setApplying(true)} />;
  return (
    <>
      <CardListFrame
        screen="cards"
        actions={apply}
        Filters={CardFilters}
        list={list}
        exportKind={CARD_EXPORT_KINDS.cards}
      >
        <CardTable
          label={t('card.screens.cards.title')}
          {...page}
          empty={{ text: t('card.list.empty'), action: apply }}
          onOpen={onOpen}
        />
      </CardListFrame>
      <ApplyCardDialog
        open={applying}
        onClose={() => setApplying(false)}
        onApplied={() => void navigate({ to: '/card/apply-records' })}
      />
    </>
  );
};

/**
 * /card (spec §3 Cards): the list with its filters in the URL, and `?id=` one card's details, so reload,
 * Back and a pasted link open the same view.
 */
export const CardPage = () => {
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const id = openedCard(raw);
  const open = useOpenCard();
  const client = useQueryClient();
  const session = client.getQueryData<SessionData>(authKeys.session());
  if (id)
    return (
      <CardDetails
        key={id}
        id={id}
        twoFactor={session?.twoFactorEnabled ?? false}
        onBack={() => open(undefined)}
        network={(card) =>
          isCardLive(card.status) ? <SandboxNetworkPanel cardId={card.id} currency={card.currency} /> : null
        }
      />
    );
  return <CardList onOpen={(next) => open(next)} />;
};

/** /card/apply-records: every apply record, its status followed while the issuer works on it. */
export const CardApplyRecordsPage = () => {
  const { t } = useTranslation();
  const page = useListQuery(applyListSearch, useApplyPage);
  const { list } = page;
  const open = useOpenCard();
  const [applying, setApplying] = useState(false);
  const [removing, setRemoving] = useState<ApplyRecord | null>(null);
  const [bulk, setBulk] = useState(false);
  const apply = <ApplyButton onClick={() => setApplying(true)} />;
  return (
    <>
      <CardListFrame
        screen="applyRecords"
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Can I="add" a="card">
              <Button variant="outlined" startIcon={<UploadFileOutlined />} onClick={() => setBulk(true)}>
                {t('card.bulk.open')}
              </Button>
            </Can>
            {apply}
          </Box>
        }
        Filters={ApplyFilters}
        list={list}
        exportKind={CARD_EXPORT_KINDS.applyRecords}
      >
        <ApplyTable
          label={t('card.screens.applyRecords.title')}
          {...page}
          empty={{ text: t('card.apply.empty'), action: apply }}
          onOpenCard={(id) => open(id, false)}
          onRemove={setRemoving}
        />
      </CardListFrame>
      {bulk && <BulkApplyDialog onClose={() => setBulk(false)} />}
      <ApplyCardDialog open={applying} onClose={() => setApplying(false)} />
      {removing && <RemoveApplyDialog record={removing} onClose={() => setRemoving(null)} />}
    </>
  );
};

/** /card/balances: each card with what it can spend, by funding. */
export const CardBalancesPage = () => {
  const { t } = useTranslation();
  const page = useListQuery(balanceListSearch, useCardBalances);
  const { list } = page;
  const open = useOpenCard();
  return (
    <CardListFrame screen="balances" Filters={FundingFilter} list={list}>
      <BalanceTable
        label={t('card.screens.balances.title')}
        {...page}
        empty={{ text: t('card.list.empty') }}
        onOpen={(id) => open(id, false)}
      />
    </CardListFrame>
  );
};
