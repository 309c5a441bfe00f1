import Avatar from '@mui/material/Avatar';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/session/use-session';
import { MenuButton } from './menu-button';

const UserMenuList = lazy(() => import('./user-menu-list').then((m) => ({ default: m.UserMenuList })));

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('') || '?';

/** The signed-in user: who, profile, Change Password, two-factor sign-in and Logout. */
export const UserMenu = () => {
  const { t } = useTranslation();
  const { userInfo } = useSession();
  const name = userInfo?.userName ?? '';

  return (
    <MenuButton
      // The name carries the initials the button shows (WCAG 2.5.3, label in name).
      label={`${t('user.menu')} ${initials(name)}`.trim()}
      Menu={UserMenuList}
      sx={{ p: 0.5 }}
    >
      <Avatar
        sx={{ width: 34, height: 34, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: 14 }}
      >
        {initials(name)}
      </Avatar>
    </MenuButton>
  );
};
