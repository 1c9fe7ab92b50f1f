import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { CUSTOMIZER_DEFAULTS, useCustomizer } from '@/app/customizer/customizer-store';
import { resetApiClientState } from '@/lib/api/client';
import { DEFAULT_LOCALE } from '@/lib/i18n/catalogs';
import { useLocaleStore } from '@/lib/i18n/locale-store';
import { reloadSessionFromStorage } from '@/lib/session/session-store';
import { server } from './server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  reloadSessionFromStorage();
  useCustomizer.setState(CUSTOMIZER_DEFAULTS);
  useLocaleStore.setState({ locale: DEFAULT_LOCALE, chosen: false });
  // Store writes above persist their defaults; every test starts from empty storage.
  localStorage.clear();
  resetApiClientState();
  window.scrollTo = () => undefined;
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
});

afterAll(() => server.close());
