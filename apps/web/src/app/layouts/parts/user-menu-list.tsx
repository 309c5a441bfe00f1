import LockReset from '@mui/icons-material/LockReset';
import Logout from '@mui/icons-material/Logout';
import PhonelinkLock from '@mui/icons-material/PhonelinkLock';
import PersonOutline from '@mui/icons-material/PersonOutline';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../shared/abilities/can';
import { openChangePassword } from '../../../shared/session/change-password-request';
import { openTwoFactor } from '../../../shared/session/two-factor-request';
import { useSession } from '../../../shared/session/use-session';
import { LinkMenuItem } from '../../../shared/ui/menu-item-link';
import { signOut } from '../../session/sign-out';

/** The user menu's list: who, profile, Change Password, two-factor sign-in and Logout; loaded on first open. */
export const UserMenuList = ({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const { userInfo } = useSession();
  const ability = useAppAbility();
  const name = userInfo?.userName ?? '';
  // A menu entry that closes the menu, then does its thing.
  const action = (icon: ReactNode, label: string, run: () => void) => (
    <MenuItem
      onClick={() => {
        onClose();
        run();
      }}
    >
      <ListItemIcon>{icon}</ListItemIcon>
      {label}
    </MenuItem>
  );
  return (
    <Menu
      anchorEl={anchor}
      open={!!anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { minWidth: 240 } } }}
    >
      <ListSubheader component="div" disableSticky sx={{ px: 2, py: 1.5, lineHeight: 1.5 }}>
        <Typography variant="subtitle2" color="text.primary" noWrap>
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {userInfo?.email}
        </Typography>
      </ListSubheader>
      <Divider />
      {/* /setting needs view on "user" (contract screenSubject); without it the entry is hidden. */}
      {ability.can('view', 'user') && (
        <LinkMenuItem to="/setting" onClick={onClose}>
          <ListItemIcon>
            <PersonOutline fontSize="small" />
          </ListItemIcon>
          {t('user.profile')}
        </LinkMenuItem>
      )}
      {action(<LockReset fontSize="small" />, t('user.changePassword'), openChangePassword)}
      {action(<PhonelinkLock fontSize="small" />, t('user.twoFactor'), openTwoFactor)}
      <Divider />
      {action(<Logout fontSize="small" />, t('user.logout'), () => void signOut())}
    </Menu>
  );
};
