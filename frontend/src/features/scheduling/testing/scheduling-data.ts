import { http, HttpResponse } from 'msw';
import type { ErrorCode } from '@/lib/api/api-error';
import { errorBody } from '@/testing/fixtures';
import { server } from '@/testing/server';
import type { SchedulingPage, SchedulingRequest, SlotOption } from '../api/types';

export const TOKEN = 'tok-123';

/** A two-session loop back to back starting at `start` (45 + 30 minutes). */
export function loopAt(start: string): SlotOption {
  const first = Date.parse(start);
  const at = (minutes: number) => new Date(first + minutes * 60_000).toISOString();
  return {
    start,
    sessions: [
      { start, end: at(45) },
      { start: at(45), end: at(75) },
    ],
  };
}

/** An open request's page: a technical interview and a team talk, three times offered. */
export function aPage(overrides: Partial<SchedulingPage> = {}): SchedulingPage {
  return {
    vacancyTitle: 'Backend Engineer',
    companyName: 'Demo GmbH',
    state: 'open',
    arrangement: 'back_to_back',
    message: 'Looking forward to meeting you.',
    sessions: [
      { title: 'Technical interview', minutes: 45, location: 'https://meet.example/abc' },
      { title: 'Team talk', minutes: 30, location: null },
    ],
    windowEnd: '2026-12-18T00:00:00Z',
    noticeHours: 24,
    timeZone: null,
    booked: null,
    canChange: false,
    options: [
      loopAt('2026-12-08T14:00:00Z'),
      loopAt('2026-12-08T16:00:00Z'),
      loopAt('2026-12-09T14:00:00Z'),
    ],
    ...overrides,
  };
}

/** The same page once the loop at `option` is booked, in `zone`. */
export function bookedPage(option: SlotOption, zone: string, canChange = true): SchedulingPage {
  const page = aPage();
  return {
    ...page,
    state: 'booked',
    timeZone: zone,
    canChange,
    booked: option.sessions.map((session, index) => ({
      title: page.sessions[index]?.title ?? '',
      start: session.start,
      end: session.end,
      location: page.sessions[index]?.location ?? null,
      interviewers: index === 0 ? ['Ada Admin', 'Sam Staff'] : ['Sam Staff'],
    })),
  };
}

/** An answer with the error envelope of `code` and `status`. */
export function failure(code: ErrorCode, status: number) {
  return HttpResponse.json(errorBody(code, code), { status });
}

/** A request of application 5, open unless told otherwise. */
export function aRequest(overrides: Partial<SchedulingRequest> = {}): SchedulingRequest {
  return {
    id: 31,
    applicationId: 5,
    state: 'open',
    arrangement: 'back_to_back',
    windowEnd: '2026-12-18T00:00:00Z',
    createdAt: '2026-12-01T09:00:00Z',
    createdByName: 'Ada Admin',
    bookedAt: null,
    reschedules: 0,
    noShow: false,
    timeZone: null,
    sessions: [
      {
        position: 1,
        title: 'Technical interview',
        minutes: 45,
        mode: 'all',
        location: null,
        bufferBefore: 0,
        bufferAfter: 10,
        interviewers: [
          { id: 'u-ada', name: 'Ada Admin' },
          { id: 'u-sam', name: 'Sam Staff' },
        ],
        start: null,
        end: null,
        eventId: null,
        assigned: [],
      },
    ],
    ...overrides,
  };
}

/** The page of `TOKEN`, answered by `page()` each time it is asked for. */
export function answerPage(page: () => SchedulingPage | Response) {
  server.use(
    http.get(`/api/v1/scheduling/${TOKEN}`, () => {
      const answer = page();
      return answer instanceof Response ? answer : HttpResponse.json(answer);
    }),
  );
}
