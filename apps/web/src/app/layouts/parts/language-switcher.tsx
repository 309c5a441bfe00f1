import Translate from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEverTrue } from '../../../shared/ui/use-ever-true';

const LanguageMenu = lazy(() => import('./language-menu').then((m) => ({ default: m.LanguageMenu })));

/** en / 中文: changes the interface and the `language` the server answers in (spec §7). */
export const LanguageSwitcher = () => {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const opened = useEverTrue(anchor !== null);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('navbar.language')}
        title={t('navbar.language')}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Translate />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <LanguageMenu anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
};
