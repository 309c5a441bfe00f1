import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ScreeningHit } from '@remit/contract/merchant';
import { SimpleTable } from '../../../shared/ui/simple-table';

/** The queue's cell: how many watch-list hits, and the best score, in the warning colour. */
export const ScreeningSummary = ({ hits }: { hits: ScreeningHit[] }) => {
  const { t } = useTranslation();
  if (!hits.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('merchant.review.noHits')}
      </Typography>
    );
  const best = Math.max(...hits.map((h) => h.score));
  return (
    <Chip
      size="small"
      color="warning"
      icon={<WarningAmberOutlined />}
      label={t('merchant.review.hitsSummary', { count: hits.length, score: best })}
    />
  );
};

/** Screening before review: the names that matched a watch-list entry, with the list and the score (0–100). */
export const ScreeningHits = ({ hits }: { hits: ScreeningHit[] }) => {
  const { t } = useTranslation();
  return (
    <Box component="section" sx={{ mb: 3 }} data-testid="screening-hits">
      <Typography variant="subtitle2" component="h3" color="primary" sx={{ mb: 1 }}>
        {t('merchant.review.screening')}
      </Typography>
      {hits.length === 0 ? (
        <Alert severity="success">{t('merchant.review.noHitsLong')}</Alert>
      ) : (
        <>
          <Alert severity="warning" sx={{ mb: 1 }}>
            {t('merchant.review.hitsWarning', { count: hits.length })}
          </Alert>
          <SimpleTable
            texts="merchant.review"
            label={t('merchant.review.screening')}
            rows={hits}
            rowKey={(_h, i) => i}
            columns={[
              { key: 'matchedName', cell: (h) => h.matchedName },
              { key: 'listedName', cell: (h) => h.listedName },
              { key: 'list', cell: (h) => h.list },
              {
                key: 'score',
                align: 'right',
                cell: (h) => <Chip size="small" color="warning" label={h.score} />,
              },
            ]}
          />
        </>
      )}
    </Box>
  );
};
