import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/session/use-session';
import { useEverTrue } from '../../../shared/ui/use-ever-true';

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
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const opened = useEverTrue(anchor !== null);
  const name = userInfo?.userName ?? '';

  return (
    <>
      <IconButton
        // The name carries the initials the button shows (WCAG 2.5.3, label in name).
        aria-label={`${t('user.menu')} ${initials(name)}`.trim()}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Avatar
          sx={{ width: 34, height: 34, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: 14 }}
        >
          {initials(name)}
        </Avatar>
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <UserMenuList anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
};
