import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessOutlined from '@mui/icons-material/SettingsBrightnessOutlined';

/** The colour modes (spec §1) and the icon each shows. */
export const MODES = [
  { mode: 'light', Icon: LightModeOutlined },
  { mode: 'dark', Icon: DarkModeOutlined },
  { mode: 'system', Icon: SettingsBrightnessOutlined },
] as const;
