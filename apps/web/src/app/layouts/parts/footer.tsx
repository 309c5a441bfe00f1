import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The static footer of the default layout. */
export const Footer = () => {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ px: { xs: 2, sm: 3 }, py: 2.5, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color="text.secondary">
        {t('app.footer', { year: new Date().getFullYear() })}
      </Typography>
    </Box>
  );
};
