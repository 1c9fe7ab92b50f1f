import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api/api-error';
import { useLocaleStore } from '@/lib/i18n/locale-store';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /**
       * The answer holds texts in the page's language (the API client sends it as
       * `Accept-Language`) under a key without it: fetched again when the language changes.
       */
      inLanguage?: boolean;
    };
  }
}

/** Client errors (4xx) will not change on a retry; network and server errors may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient() {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  useLocaleStore.subscribe((state, previous) => {
    if (state.locale !== previous.locale) {
      void client.invalidateQueries({ predicate: (query) => query.meta?.inLanguage === true });
    }
  });
  return client;
}
