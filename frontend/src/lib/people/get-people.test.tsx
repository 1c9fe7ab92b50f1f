import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { withQueryClient } from '@/testing/query-wrapper';
import { server } from '@/testing/server';
import { usePeople } from './get-people';

const cleo = { id: '00000000-0000-4000-8000-000000000009', name: 'Cleo Colleague' };

describe('the colleague search (usePeople)', () => {
  it('asks once per search, whichever feature reads it, and keeps the list while typing', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/v1/calendar/people', ({ request }) => {
        const q = new URL(request.url).searchParams.get('q') ?? '';
        asked.push(q);
        return HttpResponse.json({ data: q === 'zz' ? [] : [cleo] });
      }),
    );
    const { wrapper } = withQueryClient();
    const { result, rerender } = renderHook(({ q }) => [usePeople(q), usePeople(q)] as const, {
      wrapper,
      initialProps: { q: '' },
    });
    await waitFor(() => expect(result.current[0].data).toEqual([cleo]));
    expect(result.current[1].data).toBe(result.current[0].data);

    rerender({ q: 'zz' });
    expect(result.current[0].data).toEqual([cleo]);
    await waitFor(() => expect(result.current[0].data).toEqual([]));
    expect(asked).toEqual(['', 'zz']);
  });
});
