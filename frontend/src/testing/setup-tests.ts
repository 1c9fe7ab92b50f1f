import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { CUSTOMIZER_DEFAULTS, useCustomizer } from '@/app/customizer/customizer-store';
import { resetApiClientState } from '@/lib/api/client';
import { DEFAULT_LOCALE, LOCALES, loadCatalog } from '@/lib/i18n/catalogs';
import { useLocaleStore } from '@/lib/i18n/locale-store';
import { reloadSessionFromStorage } from '@/lib/session/session-store';
import { setLeaveFor } from '@/lib/sso/leave-for';
import { ssoReturn } from '@/lib/sso/sso-return';
import { installMatchMedia } from './match-media';
import { server } from './server';

// Pages are fetched (and, under Vitest, transformed) on first use; on a busy machine (CI runs the
// web app's tests beside the Rust build) a page's first render can take longer than Testing
// Library's 1 s default for `findBy…`, and has taken 5 s. Half the test's own 20 s limit.
configure({ asyncUtilTimeout: 10_000 });

/** Requests no handler answered; MSW's 'error' only logs them, so the test fails here too. */
const unhandledRequests: string[] = [];

beforeAll(async () => {
  // In the browser a catalog arrives on demand; tests render every language at once.
  await Promise.all(LOCALES.map(loadCatalog));
  installMatchMedia();
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:unhandled', ({ request }) => {
    unhandledRequests.push(`${request.method} ${request.url}`);
  });
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  reloadSessionFromStorage();
  useCustomizer.setState(CUSTOMIZER_DEFAULTS);
  useLocaleStore.setState({ locale: DEFAULT_LOCALE, chosen: false });
  // Store writes above persist their defaults; every test starts from empty storage.
  localStorage.clear();
  resetApiClientState();
  ssoReturn.search = null;
  // jsdom cannot leave for another site (the identity provider): tests that do record it.
  setLeaveFor(() => undefined);
  window.scrollTo = () => undefined;
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  const unhandled = unhandledRequests.splice(0);
  expect(unhandled, 'requests without an MSW handler').toEqual([]);
});

afterAll(() => server.close());
