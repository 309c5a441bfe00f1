import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isMerchantEditable, type MerchantDetail } from '@remit/contract/merchant';
import { useAppAbility } from '../../../shared/abilities/can';
import { EmptyState } from '../../../shared/ui/empty-state';
import { PageHeader } from '../../../shared/ui/page-header';
import { useMerchant } from '../api/merchant-get';
import { MERCHANT_TABS, type MerchantTab } from '../lib/merchant-search';
import { DocumentSlots } from './document-slots';
import { MerchantAccounts } from './merchant-accounts';
import { MerchantActions } from './merchant-actions';
import { MerchantFormDialog } from './merchant-form-dialog';
import { MerchantProfile } from './merchant-profile';
import { MerchantStatusChip } from './merchant-status-chip';
import { MerchantTimeline } from './merchant-timeline';
import { RejectionNotice } from './rejection-notice';
import { useDetailsFrame } from '../../../shared/ui/details-pending';

/**
 * One merchant (spec §2 Merchants: Details and Cards): its status and allowed moves, and tabs for the
 * details with the timeline, the documents, the accounts and the cards. The tab is in the URL.
 */
export const MerchantDetails = ({
  id,
  tab,
  onTab,
  onBack,
  cards,
}: {
  id: string;
  tab: MerchantTab;
  onTab: (tab: MerchantTab) => void;
  onBack: () => void;
  /** The Cards tab's content, composed by the page (the card feature's list of this merchant's cards). */
  cards?: (merchant: MerchantDetail) => ReactNode;
}) => {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const query = useMerchant(id);
  const [editing, setEditing] = useState(false);
  const m = query.data;
  const { back, pending } = useDetailsFrame('merchant', query, onBack);
  if (pending || !m) return pending;
  const editable = isMerchantEditable(m.status) && ability.can('edit', 'merchant');
  return (
    <>
      <PageHeader
        title={`${m.merchantNo} · ${m.name}`}
        description={t(`merchant.types.${m.merchantType}`)}
        actions={
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            {back}
            <MerchantActions merchant={m} onEdit={() => setEditing(true)} />
          </Box>
        }
      />
      <Box sx={{ mb: 2, display: 'flex', gap: 1, alignItems: 'center' }}>
        <MerchantStatusChip status={m.status} />
        {m.status === 'underReview' && (
          <Typography variant="body2" color="text.secondary">
            {t('merchant.details.underReviewHint')}
          </Typography>
        )}
      </Box>
      {m.status === 'rejected' && (
        <RejectionNotice reasons={m.rejectionReasons} comment={m.rejectionComment} />
      )}
      {m.status === 'toBeUploaded' && m.missingDocuments.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('merchant.details.missingDocuments', {
            documents: m.missingDocuments.map((k) => t(`merchant.documents.kinds.${k}`)).join(', '),
          })}
        </Alert>
      )}
      <Card>
        <Tabs
          value={tab}
          onChange={(_e, next: MerchantTab) => onTab(next)}
          aria-label={t('merchant.tabs.label')}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {MERCHANT_TABS.map((name) => (
            <Tab
              key={name}
              value={name}
              label={t(`merchant.tabs.${name}`)}
              id={`merchant-tab-${name}`}
              aria-controls={`merchant-panel-${name}`}
            />
          ))}
        </Tabs>
        <CardContent role="tabpanel" id={`merchant-panel-${tab}`} aria-labelledby={`merchant-tab-${tab}`}>
          {tab === 'details' && (
            <>
              <MerchantProfile merchant={m} />
              <MerchantTimeline events={m.timeline} />
            </>
          )}
          {tab === 'documents' && (
            <>
              {!editable && (
                <Alert severity="info" sx={{ mb: 2 }}>
                  {t(
                    m.status === 'underReview'
                      ? 'merchant.documents.readOnlyReview'
                      : 'merchant.documents.readOnly',
                  )}
                </Alert>
              )}
              <DocumentSlots
                service="merchant"
                merchantId={m.id}
                idType={m.idType}
                documents={m.documents}
                editable={editable}
              />
            </>
          )}
          {tab === 'accounts' && <MerchantAccounts accounts={m.accounts} />}
          {tab === 'cards' && (cards ? cards(m) : <EmptyState text={t('merchant.cards.empty')} />)}
        </CardContent>
      </Card>
      <MerchantFormDialog open={editing} merchant={m} onClose={() => setEditing(false)} />
    </>
  );
};
