import Check from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useColorScheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { MODES } from './theme-modes';

/** The theme switcher's menu: loaded when the switcher is first opened. */
export const ThemeMenu = ({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const { mode, setMode } = useColorScheme();
  return (
    <Menu anchorEl={anchor} open={!!anchor} onClose={onClose}>
      {MODES.map(({ mode: option, Icon }) => (
        <MenuItem
          key={option}
          selected={option === mode}
          onClick={() => {
            onClose();
            setMode(option);
          }}
        >
          <ListItemIcon>
            <Icon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t(`theme.${option}`)}</ListItemText>
          {option === mode && <Check fontSize="small" sx={{ ml: 2 }} />}
        </MenuItem>
      ))}
    </Menu>
  );
};
