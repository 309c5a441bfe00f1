// First: before any module makes a zod schema (sets zod jitless without loading zod).
import './app/zod-config';
import '@fontsource/public-sans/300.css';
import '@fontsource/public-sans/400.css';
import '@fontsource/public-sans/500.css';
import '@fontsource/public-sans/600.css';
import '@fontsource/public-sans/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { i18nReady } from './shared/i18n/i18n';
import { ensureSettingCookies } from './shared/storage/setting-defaults';

ensureSettingCookies();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void i18nReady.then(() =>
  createRoot(container).render(
    <StrictMode>
      <Providers />
    </StrictMode>,
  ),
);
