import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The product mark: a rounded square in the primary colour and the app title. */
export const BrandLogo = ({ showTitle = true }: { showTitle?: boolean }) => {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <Box
        aria-hidden
        sx={{
          width: 32,
          height: 32,
          flexShrink: 0,
          borderRadius: 1.5,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 700,
          fontSize: 18,
        }}
      >
        R
      </Box>
      {showTitle && (
        <Typography variant="h6" noWrap sx={{ fontWeight: 700 }}>
          {t('app.title')}
        </Typography>
      )}
    </Box>
  );
};
