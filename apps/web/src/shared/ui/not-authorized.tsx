import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LinkButton } from './router-links';

/** Shown instead of a screen the user's rules do not allow (spec §6). */
export const NotAuthorized = () => {
  const { t } = useTranslation();
  return (
    <Box
      role="alert"
      sx={{
        py: 10,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 2,
        textAlign: 'center',
      }}
    >
      <LockOutlined sx={{ fontSize: 56, color: 'text.disabled' }} />
      <Typography variant="h5" component="h1">
        {t('access.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
        {t('access.text')}
      </Typography>
      <LinkButton to="/dashboard" variant="contained">
        {t('access.backHome')}
      </LinkButton>
    </Box>
  );
};
