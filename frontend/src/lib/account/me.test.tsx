import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useSession } from '@/lib/session/session-store';
import { accountOf, staff } from '@/testing/fixtures';
import { withQueryClient } from '@/testing/query-wrapper';
import { server } from '@/testing/server';
import { meKeys, patchMe, setMe, useMe, useSignedInUser } from './me';

function countAccountRequests(answer = accountOf(staff)) {
  const calls = { count: 0 };
  server.use(
    http.get('/api/v1/me', () => {
      calls.count += 1;
      return HttpResponse.json(answer);
    }),
  );
  return calls;
}

describe('the account (useMe)', () => {
  it('is asked for once, however many readers it has', async () => {
    const calls = countAccountRequests();
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => [useMe(), useMe(), useSignedInUser()] as const, {
      wrapper,
    });
    await waitFor(() => expect(result.current[2].user).toEqual({ id: staff.id, name: staff.name }));
    expect(result.current[0].data).toEqual(accountOf(staff));
    expect(result.current[1].data).toBe(result.current[0].data);
    expect(calls.count).toBe(1);
  });

  it('is not asked for while the session knows who is signed in', () => {
    const calls = countAccountRequests();
    useSession.getState().signIn(staff, 'token');
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useSignedInUser(), { wrapper });
    expect(result.current).toEqual({ user: { id: staff.id, name: staff.name }, loading: false });
    expect(calls.count).toBe(0);
  });

  it('shows every reader what a write to the account changed', async () => {
    countAccountRequests();
    const { queryClient, wrapper } = withQueryClient();
    const { result } = renderHook(() => useMe(), { wrapper });
    await waitFor(() => expect(result.current.data?.locale).toBe('en'));

    setMe(queryClient, accountOf(staff, { locale: 'pt', name: 'Sam Renamed' }));
    await waitFor(() =>
      expect(result.current.data).toMatchObject({ locale: 'pt', name: 'Sam Renamed' }),
    );

    patchMe(queryClient, { person: 42 });
    await waitFor(() => expect(result.current.data).toMatchObject({ locale: 'pt', person: 42 }));
  });

  it('leaves an account nobody asked for alone when part of it changes', () => {
    const { queryClient } = withQueryClient();
    patchMe(queryClient, { person: 42 });
    expect(queryClient.getQueryData(meKeys.all)).toBeUndefined();
  });
});
