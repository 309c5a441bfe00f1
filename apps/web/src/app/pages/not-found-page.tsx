import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/session/use-session';
import { LinkButton } from '../../shared/ui/router-links';

/** Spec §2 `$error`: any other path, blank layout, public. */
export const NotFoundPage = () => {
  const { t } = useTranslation();
  const { token } = useSession();
  return (
    <Box sx={{ textAlign: 'center', maxWidth: 480 }}>
      <Typography variant="h1" color="primary" sx={{ fontWeight: 700, fontSize: { xs: 72, sm: 96 } }}>
        404
      </Typography>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('notFound.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('notFound.text')}
      </Typography>
      <LinkButton to={token ? '/dashboard' : '/login'} variant="contained" size="large">
        {token ? t('notFound.backHome') : t('notFound.toLogin')}
      </LinkButton>
    </Box>
  );
};
