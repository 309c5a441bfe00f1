import Check from '@mui/icons-material/Check';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessOutlined from '@mui/icons-material/SettingsBrightnessOutlined';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useColorScheme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const MODES = [
  { mode: 'light', Icon: LightModeOutlined },
  { mode: 'dark', Icon: DarkModeOutlined },
  { mode: 'system', Icon: SettingsBrightnessOutlined },
] as const;

/** Light, dark or system (spec §1); kept in the `remittance-theme` cookie. */
export const ThemeSwitcher = () => {
  const { t } = useTranslation();
  const { mode, setMode } = useColorScheme();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = MODES.find((m) => m.mode === mode) ?? MODES[2];
  return (
    <>
      <Tooltip title={t('navbar.theme')}>
        <IconButton
          color="inherit"
          aria-label={t('navbar.theme')}
          aria-haspopup="menu"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <current.Icon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {MODES.map(({ mode: option, Icon }) => (
          <MenuItem
            key={option}
            selected={option === mode}
            onClick={() => {
              setAnchor(null);
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
    </>
  );
};
