import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useMe } from '@/lib/account/me';
import type { Schemas } from '@/lib/api/types';
import { accountOf, staff } from '@/testing/fixtures';
import { withQueryClient } from '@/testing/query-wrapper';
import { server } from '@/testing/server';
import { useUpdateMe } from './update-me';

describe('updating the account', () => {
  it('shows every reader of the account the answer, without asking again', async () => {
    let reads = 0;
    server.use(
      http.get('/api/v1/me', () => {
        reads += 1;
        return HttpResponse.json(accountOf(staff));
      }),
      http.put('/api/v1/me', async ({ request }) => {
        const changes = (await request.json()) as { locale: Schemas['Locale'] };
        return HttpResponse.json(accountOf(staff, { locale: changes.locale }));
      }),
    );
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => ({ me: useMe(), update: useUpdateMe() }), { wrapper });
    await waitFor(() => expect(result.current.me.data?.locale).toBe('en'));

    await act(() => result.current.update.mutateAsync({ locale: 'de' }));
    await waitFor(() => expect(result.current.me.data?.locale).toBe('de'));
    expect(reads).toBe(1);
  });
});
