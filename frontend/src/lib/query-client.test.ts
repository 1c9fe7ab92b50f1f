import { afterEach, describe, expect, it } from 'vitest';
import { useLocaleStore } from '@/lib/i18n/locale-store';
import { createQueryClient } from './query-client';

describe('the query client', () => {
  afterEach(() => useLocaleStore.getState().setLocale('en'));

  it('fetches answers in the page’s language again when the language changes, and only those', async () => {
    const client = createQueryClient();
    let calls = 0;
    const options = {
      queryFn: () => {
        calls += 1;
        return Promise.resolve(calls);
      },
      staleTime: Infinity,
    };
    await client.query({ ...options, queryKey: ['titles'], meta: { inLanguage: true } });
    await client.query({ ...options, queryKey: ['numbers'] });
    useLocaleStore.getState().setLocale('pt');
    expect(client.getQueryState(['titles'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['numbers'])?.isInvalidated).toBe(false);
  });
});
