import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { applyDocumentTheme } from '@/app/customizer/apply-document-theme';
import { useCustomizer } from '@/app/customizer/customizer-store';
import '@/app/styles/app.css';
import { preloadPage } from '@/app/router/routes';
import { loadCatalog } from '@/lib/i18n/catalogs';
import { useLocaleStore } from '@/lib/i18n/locale-store';
import { captureSsoReturn } from '@/lib/sso/sso-return';

/** The old site registered service workers; a stale one would keep serving an old build. */
async function unregisterServiceWorkers() {
  if (!('serviceWorker' in navigator)) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
}

void unregisterServiceWorkers().catch(() => undefined);

// Styles before the first paint: the stored direction decides which Bootstrap stylesheet loads.
const { theme, direction } = useCustomizer.getState();
applyDocumentTheme(theme === 'dark' ? 'dark' : 'light', direction);

// Back from the identity provider at `/`: its answer leaves the address before anything reads it.
captureSsoReturn();

// The language's catalog and the page are chunks of their own: ask for them now, together,
// rather than one after the other once the app renders.
void loadCatalog(useLocaleStore.getState().locale).catch(() => undefined);
preloadPage(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
