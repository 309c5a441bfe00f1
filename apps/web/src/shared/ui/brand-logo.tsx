import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ON_PRIMARY, PRIMARY } from '../theme/theme';

/** The product mark: a rounded square in the brand green and the app title. */
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
          bgcolor: PRIMARY,
          color: ON_PRIMARY,
          display: 'grid',
          placeItems: 'center',
          fontWeight: 700,
          fontSize: 18,
        }}
      >
        R
      </Box>
      {showTitle && (
        <Typography variant="h6" component="span" noWrap sx={{ fontWeight: 700 }}>
          {t('app.title')}
        </Typography>
      )}
    </Box>
  );
};
