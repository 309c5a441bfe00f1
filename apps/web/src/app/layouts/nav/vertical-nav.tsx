import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../shared/abilities/can';
import { useSession } from '../../../shared/session/use-session';
import { LinkListItemButton } from '../../../shared/ui/list-item-link';
import { HOME, paths } from '../../guards/paths';
import { NAV, type NavGroup, type NavLink } from './nav-items';
import { visibleNav } from './visible-nav';

const itemSx = {
  borderRadius: 1.5,
  mb: 0.5,
  minHeight: 44,
  color: 'text.secondary',
  '& .MuiListItemIcon-root': { color: 'inherit' },
  '&.Mui-selected': { color: 'primary.main', fontWeight: 600 },
} as const;

const NavLinkItem = ({
  entry,
  nested,
  onNavigate,
}: {
  entry: NavLink;
  nested?: boolean;
  onNavigate: () => void;
}) => {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const Icon = entry.icon;
  return (
    <li>
      <LinkListItemButton
        to={entry.to}
        // Spec §2: going home or to trade download replaces the current history entry.
        replace={entry.to === HOME || entry.to === paths.tradeDownload}
        selected={pathname === entry.to}
        onClick={onNavigate}
        sx={itemSx}
      >
        <ListItemIcon sx={{ minWidth: 36 }}>
          {Icon ? <Icon fontSize="small" /> : nested && <FiberManualRecord sx={{ fontSize: 6, ml: 1 }} />}
        </ListItemIcon>
        <ListItemText
          primary={t(entry.labelKey)}
          slotProps={{ primary: { variant: 'body2', fontWeight: 500 } }}
        />
      </LinkListItemButton>
    </li>
  );
};

const NavGroupItem = ({ entry, onNavigate }: { entry: NavGroup; onNavigate: () => void }) => {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const containsActive = entry.children.some((child) => child.to === pathname);
  const [open, setOpen] = useState(containsActive);
  const Icon = entry.icon;
  // Each entry is a list item (a group's own list nested inside it), as a list's structure requires.
  return (
    <li>
      <ListItemButton onClick={() => setOpen(!open)} sx={itemSx} aria-expanded={open || containsActive}>
        <ListItemIcon sx={{ minWidth: 36 }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText
          primary={t(entry.labelKey)}
          slotProps={{ primary: { variant: 'body2', fontWeight: 500 } }}
        />
        {open || containsActive ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={open || containsActive} unmountOnExit>
        <List disablePadding>
          {entry.children.map((child) => (
            <NavLinkItem key={child.to} entry={child} nested onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </li>
  );
};

/** The grouped vertical navigation; entries the user's rules do not allow are not shown (spec §6). */
export const VerticalNav = ({ onNavigate }: { onNavigate: () => void }) => {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const { userInfo } = useSession();
  const entries = visibleNav(NAV, ability, window.location.host, !!userInfo?.isOperator);
  return (
    <Box component="nav" aria-label={t('nav.label')} sx={{ px: 1.5, py: 1 }}>
      <List disablePadding>
        {entries.map((entry) =>
          entry.kind === 'link' ? (
            <NavLinkItem key={entry.to} entry={entry} onNavigate={onNavigate} />
          ) : (
            <NavGroupItem key={entry.labelKey} entry={entry} onNavigate={onNavigate} />
          ),
        )}
      </List>
    </Box>
  );
};
