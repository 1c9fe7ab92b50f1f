import { availabilityOf, badHours, capOf, dayDrafts } from './availability-form';
import { newSession, requestOf, sessionProblems } from './request-form';

describe('a request draft', () => {
  const ada = { id: 'u-ada', name: 'Ada Admin' };

  it('names each problem of a session', () => {
    const session = { ...newSession(), minutes: '10', bufferAfter: '121' };
    expect(sessionProblems(session)).toEqual({
      title: true,
      minutes: true,
      interviewers: true,
      buffers: true,
    });
    expect(
      sessionProblems({
        ...newSession(),
        title: 'Chat',
        interviewers: [ada],
        location: 'x'.repeat(501),
      }),
    ).toEqual({ location: true });
  });

  it('becomes the request to send, trimmed, leaving out an empty window and note', () => {
    const session = { ...newSession(), title: ' Chat ', interviewers: [ada], location: ' ' };
    const draft = {
      sessions: [session],
      arrangement: 'same_day' as const,
      windowDays: '',
      message: ' ',
    };
    expect(requestOf(draft, [5, 6])).toEqual({
      applicationIds: [5, 6],
      sessions: [
        {
          title: 'Chat',
          minutes: 45,
          interviewers: ['u-ada'],
          mode: 'all',
          location: null,
          bufferBefore: 0,
          bufferAfter: 0,
        },
      ],
      arrangement: 'same_day',
    });
    expect(requestOf({ ...draft, windowDays: '31' }, [5])).toBeNull();
    expect(requestOf({ ...draft, windowDays: '12', message: 'Hi' }, [5])).toMatchObject({
      windowDays: 12,
      message: 'Hi',
    });
    expect(requestOf({ ...draft, sessions: [newSession()] }, [5])).toBeNull();
  });
});

describe('an availability draft', () => {
  it('lists every weekday, the stored ones on', () => {
    const days = dayDrafts([{ weekday: 2, start: '08:30:00', end: '12:00' }]);
    expect(days).toHaveLength(7);
    expect(days[1]).toEqual({ weekday: 2, on: true, start: '08:30', end: '12:00' });
    expect(days[0]).toEqual({ weekday: 1, on: false, start: '09:00', end: '17:00' });
  });

  it('finds hours that end before they start, on worked days only', () => {
    expect(badHours({ weekday: 1, on: true, start: '10:00', end: '09:00' })).toBe(true);
    expect(badHours({ weekday: 1, on: true, start: '', end: '09:00' })).toBe(true);
    expect(badHours({ weekday: 1, on: false, start: '10:00', end: '09:00' })).toBe(false);
    expect(badHours({ weekday: 1, on: true, start: '09:00', end: '17:00' })).toBe(false);
  });

  it('reads a limit: empty is none, 1 to 50 whole, anything else wrong', () => {
    expect(capOf(' ')).toBeNull();
    expect(capOf('4')).toBe(4);
    expect(capOf('0')).toBeNaN();
    expect(capOf('2.5')).toBeNaN();
    expect(capOf('51')).toBeNaN();
  });

  it('stores only the worked days', () => {
    const days = dayDrafts([{ weekday: 1, start: '09:00', end: '17:00' }]);
    expect(availabilityOf('Europe/Lisbon', days, null, 10)).toEqual({
      timeZone: 'Europe/Lisbon',
      days: [{ weekday: 1, start: '09:00', end: '17:00' }],
      maxPerDay: null,
      maxPerWeek: 10,
    });
  });
});
