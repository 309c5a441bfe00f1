import Check from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../../../shared/i18n/i18n';
import { LANGUAGES } from '../../../shared/i18n/language';

/** The language switcher's menu: loaded when the switcher is first opened. */
export const LanguageMenu = ({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const active = currentLanguage();
  return (
    <Menu anchorEl={anchor} open={!!anchor} onClose={onClose}>
      {LANGUAGES.map((language) => (
        <MenuItem
          key={language}
          selected={language === active}
          lang={language === 'zh-cn' ? 'zh-CN' : 'en'}
          onClick={() => {
            onClose();
            void changeLanguage(language);
          }}
        >
          <ListItemText>{t(`languages.${language}`)}</ListItemText>
          {language === active && (
            <ListItemIcon sx={{ justifyContent: 'flex-end' }}>
              <Check fontSize="small" />
            </ListItemIcon>
          )}
        </MenuItem>
      ))}
    </Menu>
  );
};
