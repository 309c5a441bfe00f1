import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageSize } from '../../../shared/list/list-search';
import { useApplyPage, useCardPage } from '../api/card-page';
import { ApplyCardDialog, type ApplyMerchant } from './apply-card-dialog';
import { ApplyTable, CardTable } from './card-tables';
import { AddButton } from '../../../shared/ui/add-button';

const usePaging = () => {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<PageSize>(10);
  return {
    page,
    size,
    paging: (total: number | undefined) => ({
      total: total ?? 0,
      page,
      size,
      onPage: setPage,
      onSize: (next: PageSize) => {
        setSize(next);
        setPage(1);
      },
    }),
  };
};

/**
 * A merchant's cards (the merchant page's Cards tab): its cards and its apply records (followed until the
 * issuer answers), with Apply Card for an approved merchant.
 */
export const MerchantCards = ({ merchant, approved }: { merchant: ApplyMerchant; approved: boolean }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cardsPaging = usePaging();
  const applyPaging = usePaging();
  const cards = useCardPage({ merchantId: merchant.id, page: cardsPaging.page, size: cardsPaging.size });
  const applies = useApplyPage({ merchantId: merchant.id, page: applyPaging.page, size: applyPaging.size });
  const [applying, setApplying] = useState(false);
  const open = (id: string) => void navigate({ to: '/card', search: { id } as never });
  const applyButton = approved ? (
    <AddButton subject="card" onClick={() => setApplying(true)}>
      {t('card.apply.open')}
    </AddButton>
  ) : null;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('card.screens.cards.title')}
        </Typography>
        {applyButton}
      </Box>
      {!approved && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('card.apply.onlyApproved')}
        </Typography>
      )}
      <CardTable
        label={t('card.screens.cards.title')}
        query={cards}
        list={cardsPaging}
        empty={{ text: t('card.list.empty'), action: applyButton }}
        onOpen={open}
        hideMerchant
      />
      {(applies.data?.total ?? 0) > 0 && (
        <>
          <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
            {t('card.screens.applyRecords.title')}
          </Typography>
          <ApplyTable
            label={t('card.screens.applyRecords.title')}
            query={applies}
            list={applyPaging}
            empty={{ text: t('card.apply.empty') }}
            onOpenCard={open}
            hideMerchant
          />
        </>
      )}
      <ApplyCardDialog open={applying} merchant={merchant} onClose={() => setApplying(false)} />
    </>
  );
};
