import Check from '@mui/icons-material/Check';
import Translate from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../../../shared/i18n/i18n';
import { LANGUAGES } from '../../../shared/i18n/language';

/** en / 中文: changes the interface and the `language` the server answers in (spec §7). */
export const LanguageSwitcher = () => {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const active = currentLanguage();
  return (
    <>
      <Tooltip title={t('navbar.language')}>
        <IconButton
          color="inherit"
          aria-label={t('navbar.language')}
          aria-haspopup="menu"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Translate />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language}
            selected={language === active}
            lang={language === 'zh-cn' ? 'zh-CN' : 'en'}
            onClick={() => {
              setAnchor(null);
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
    </>
  );
};
