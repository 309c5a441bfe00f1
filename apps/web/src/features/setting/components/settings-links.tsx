import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ChevronRight from '@mui/icons-material/ChevronRight';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import PercentOutlined from '@mui/icons-material/PercentOutlined';
import VpnKeyOutlined from '@mui/icons-material/VpnKeyOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import type { Subject } from '@remit/contract/permission';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../shared/abilities/can';
import { LinkListItemButton } from '../../../shared/ui/list-item-link';

type Entry = {
  to: '/permission/users' | '/permission/roles' | '/permission' | '/setting/fees';
  subject: Subject;
  key: 'users' | 'roles' | 'permission' | 'fees';
  icon: SvgIconComponent;
};

const ENTRIES: Entry[] = [
  { to: '/permission/users', subject: 'user', key: 'users', icon: GroupOutlined },
  { to: '/permission/roles', subject: 'role', key: 'roles', icon: AdminPanelSettingsOutlined },
  { to: '/permission', subject: 'permission', key: 'permission', icon: VpnKeyOutlined },
  { to: '/setting/fees', subject: 'fee', key: 'fees', icon: PercentOutlined },
];

/**
 * Spec §2 "Settings: Permission, Roles, Users" (and the fee schedule): the screens this user may open. The catalogue also needs
 * the internal admin host (spec §2 Guards: the permission route goes home unless the host has 808).
 */
export const SettingsLinks = () => {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const host = window.location.host;
  const entries = ENTRIES.filter(
    (e) => ability.can('view', e.subject) && (e.to !== '/permission' || host.includes('808')),
  );
  if (entries.length === 0) return null;
  return (
    <Box
      component="nav"
      aria-label={t('settingHub.title')}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, mb: 3 }}
    >
      {entries.map(({ to, key, icon: Icon }) => (
        <Card key={to}>
          <LinkListItemButton to={to} sx={{ p: 2.5, gap: 2, alignItems: 'flex-start', height: '100%' }}>
            <Box
              sx={{
                display: 'grid',
                placeItems: 'center',
                width: 44,
                height: 44,
                flexShrink: 0,
                borderRadius: 1.5,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                opacity: 0.9,
              }}
            >
              <Icon />
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {t(`settingHub.${key}.title`)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`settingHub.${key}.text`)}
              </Typography>
            </Box>
            <ChevronRight sx={{ color: 'text.disabled', alignSelf: 'center' }} />
          </LinkListItemButton>
        </Card>
      ))}
    </Box>
  );
};
