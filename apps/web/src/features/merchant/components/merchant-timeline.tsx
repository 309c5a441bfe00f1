import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  DOCUMENT_KINDS,
  merchantStatusText,
  rejectionReasonText,
  type MerchantEvent,
} from '@remit/contract/merchant';
import { formatDateTime } from '../../../shared/date/date-time';
import { useContractText } from '../../../shared/i18n/contract-text';

/** The merchant's audited steps (who, when, what, why), newest first. */
export const MerchantTimeline = ({
  events,
  headingLevel = 'h2',
}: {
  events: MerchantEvent[];
  headingLevel?: 'h2' | 'h3';
}) => {
  const { t } = useTranslation();
  const text = useContractText();
  const ordered = [...events].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  return (
    <Box component="section">
      <Typography variant="subtitle2" component={headingLevel} color="primary" sx={{ mb: 1 }}>
        {t('merchant.timeline.title')}
      </Typography>
      {ordered.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('merchant.timeline.empty')}
        </Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="merchant-timeline">
          {ordered.map((e) => (
            <Box
              component="li"
              key={e.id}
              sx={{ borderLeft: 2, borderColor: 'divider', pl: 2, pb: 2, position: 'relative' }}
            >
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t(`merchant.timeline.actions.${e.action}`, { name: e.actorName || '—' })}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {formatDateTime(e.at)}
                {e.fromStatus && e.fromStatus !== e.toStatus
                  ? ` · ${text(merchantStatusText[e.fromStatus])} → ${text(merchantStatusText[e.toStatus])}`
                  : ''}
              </Typography>
              {e.reasons.length > 0 && (
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  {t('merchant.timeline.reasons')}:{' '}
                  {e.reasons.map((r) => text(rejectionReasonText[r], r)).join('; ')}
                </Typography>
              )}
              {e.action === 'upload' && (DOCUMENT_KINDS as readonly string[]).includes(e.comment) ? (
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  {t(`merchant.documents.kinds.${e.comment}`)}
                </Typography>
              ) : (
                e.comment && (
                  <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
                    {t('merchant.timeline.comment')}: {e.comment}
                  </Typography>
                )
              )}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
};
