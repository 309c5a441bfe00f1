import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { MATERIAL_STATUS } from '@remit/contract/material';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  MERCHANT_STATUSES,
  merchantStatusText,
  type MerchantReviewRecord,
  type MerchantStatus,
} from '@remit/contract/merchant';
import { formatDate, formatTime } from '../../../shared/date/date-time';
import { searchForUrl } from '../../../shared/list/list-search';
import { useListQuery } from '../../../shared/list/use-list-search';
import { useSession } from '../../../shared/session/use-session';
import type { Column } from '../../../shared/ui/data-table';
import { filterBar } from '../../../shared/ui/filter-form';
import { NotAuthorized } from '../../../shared/ui/not-authorized';
import { PageHeader } from '../../../shared/ui/page-header';
import { ListPage } from '../../../shared/ui/list-page';
import { TextLink } from '../../../shared/ui/router-links';
import {
  useMaterialsAwaitingReview,
  useMerchantReview,
  useMerchantReviewPage,
  type MerchantReviewQuery,
} from '../api/merchant-review';
import { DocumentSlots } from '../components/document-slots';
import { MerchantProfile } from '../components/merchant-profile';
import { MerchantStatusChip } from '../components/merchant-status-chip';
import { MerchantTimeline } from '../components/merchant-timeline';
import { ReviewDecision } from '../components/review-decision';
import { ScreeningHits, ScreeningSummary } from '../components/screening-hits';
import { merchantReviewListSearch, openedMerchant } from '../lib/merchant-search';
import { BackButton, DetailsPending } from '../../../shared/ui/details-pending';
import { merchantColumns, merchantStatusColumn, merchantTypeColumn } from '../components/merchant-columns';
import { detailsColumn } from '../../../shared/ui/columns';

const DEFAULT_STATUS: MerchantStatus = 'underReview';

const ReviewFilters = filterBar<MerchantReviewQuery>(
  'merchant',
  ({ t, text, select }) => [
    { kind: 'text', name: 'search', label: t('merchant.filters.search'), width: 260 },
    select('status', 200, MERCHANT_STATUSES, (s) => text(merchantStatusText[s]), {
      all: undefined,
      fallback: DEFAULT_STATUS,
    }),
  ],
  { label: 'merchant.review.filters' },
);

const Queue = ({ onOpen }: { onOpen: (id: string) => void }) => {
  const { t } = useTranslation();
  const { list, query } = useListQuery(merchantReviewListSearch, useMerchantReviewPage);
  const columns: Column<MerchantReviewRecord>[] = [
    ...merchantColumns<MerchantReviewRecord>(t, onOpen),
    { key: 'partner', header: t('merchant.fields.partner'), cell: (m) => m.partnerName },
    merchantTypeColumn<MerchantReviewRecord>(t),
    {
      key: 'submittedAt',
      header: t('merchant.fields.submittedAt'),
      nowrap: true,
      priority: 2,
      // Date over time: the queue fits 1024 px.
      cell: (m) => (
        <>
          {formatDate(m.submittedAt)}
          <br />
          {formatTime(m.submittedAt)}
        </>
      ),
    },
    {
      key: 'screening',
      header: t('merchant.review.screening'),
      cell: (m) => <ScreeningSummary hits={m.screeningHits} />,
    },
    merchantStatusColumn<MerchantReviewRecord>(t),
    detailsColumn(
      t('merchant.review.open'),
      (m) => onOpen(m.id),
      (m) => t('merchant.review.openNamed', { name: m.name }),
    ),
  ];
  return (
    <ListPage
      screen="screens.merchantReview"
      Filters={ReviewFilters}
      columns={columns}
      rowTestId="review-row"
      query={query}
      list={list}
      empty={{ text: t('merchant.review.empty') }}
    >
      <MaterialsAwaiting />
    </ListPage>
  );
};

/** The same desk's other queue: trade materials under review, reviewed beside their certificates. */
const MaterialsAwaiting = () => {
  const { t } = useTranslation();
  const total = useMaterialsAwaitingReview().data?.total;
  if (total === undefined) return null;
  return (
    <Card sx={{ mt: 3 }} data-testid="materials-awaiting">
      <CardContent
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          flexWrap: 'wrap',
        }}
      >
        <Typography variant="body1">{t('merchant.review.materials', { count: total })}</Typography>
        <TextLink to="/collection/materials" search={{ status: MATERIAL_STATUS.UNDER_REVIEW }}>
          {t('merchant.review.materialsOpen')}
        </TextLink>
      </CardContent>
    </Card>
  );
};

/** One submission: the data beside the documents, the screening hits, the timeline, and the decision. */
const Review = ({ id, onBack }: { id: string; onBack: () => void }) => {
  const { t } = useTranslation();
  const query = useMerchantReview(id);
  const m = query.data;
  const back = <BackButton label={t('merchant.review.back')} onClick={onBack} />;
  if (!m)
    return (
      <DetailsPending
        title={t('screens.merchantReview.title')}
        back={back}
        failed={query.isError}
        notFound={t('merchant.details.notFound')}
        height={200}
      />
    );
  return (
    <>
      <PageHeader
        title={`${m.merchantNo} · ${m.name}`}
        description={t('merchant.review.from', { partner: m.partnerName })}
        actions={
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            {back}
            {m.status === 'underReview' && <ReviewDecision merchant={m} onDecided={onBack} />}
          </Box>
        }
      />
      <Box sx={{ mb: 2 }}>
        <MerchantStatusChip status={m.status} />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' },
          alignItems: 'start',
        }}
      >
        <Card component="section" aria-labelledby="review-data">
          <CardContent>
            <Typography id="review-data" variant="h6" component="h2" sx={{ mb: 2 }}>
              {t('merchant.review.data')}
            </Typography>
            <ScreeningHits hits={m.screeningHits} />
            <MerchantProfile
              merchant={m}
              headingLevel="h3"
              extra={[{ label: t('merchant.fields.partner'), value: m.partnerName }]}
            />
            <MerchantTimeline events={m.timeline} headingLevel="h3" />
          </CardContent>
        </Card>
        <Card
          component="section"
          aria-labelledby="review-documents"
          sx={{ position: { lg: 'sticky' }, top: { lg: 80 } }}
        >
          <CardContent>
            <Typography id="review-documents" variant="h6" component="h2" sx={{ mb: 2 }}>
              {t('merchant.tabs.documents')}
            </Typography>
            <DocumentSlots
              service="merchant-review"
              merchantId={m.id}
              idType={m.idType}
              documents={m.documents}
              editable={false}
              headingLevel="h3"
              narrow
            />
          </CardContent>
        </Card>
      </Box>
    </>
  );
};

/**
 * /merchant/review: the operator's review desk — the queue across partners (Under Review, oldest
 * first) and `?id=` one submission. Only the operator sees it; the server checks again.
 */
export const MerchantReviewPage = () => {
  const { userInfo } = useSession();
  const navigate = useNavigate();
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const { id } = openedMerchant(raw);
  if (!userInfo?.isOperator) return <NotAuthorized />;
  const open = (next: string | undefined) =>
    void navigate({ to: '/merchant/review', search: searchForUrl({ ...raw, id: next }) as never });
  return id ? <Review key={id} id={id} onBack={() => open(undefined)} /> : <Queue onOpen={open} />;
};
