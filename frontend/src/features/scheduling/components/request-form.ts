import type { Arrangement, InterviewerMode, PersonRef, RequestInput } from '../api/types';

/** The most sessions one loop has (the server's limit). */
export const MAX_SESSIONS = 4;

/** One session as the form holds it: texts as typed. */
export interface SessionDraft {
  key: number;
  title: string;
  minutes: string;
  interviewers: PersonRef[];
  mode: InterviewerMode;
  location: string;
  bufferBefore: string;
  bufferAfter: string;
}

export interface RequestDraft {
  sessions: SessionDraft[];
  arrangement: Arrangement;
  windowDays: string;
  message: string;
}

let nextKey = 1;

export function newSession(): SessionDraft {
  return {
    key: nextKey++,
    title: '',
    minutes: '45',
    interviewers: [],
    mode: 'all',
    location: '',
    bufferBefore: '0',
    bufferAfter: '0',
  };
}

/** A session's problems, by its field; none when it can be sent. */
export type SessionProblems = Partial<
  Record<'title' | 'minutes' | 'interviewers' | 'location' | 'buffers', true>
>;

/** A whole number within `min`..`max` as typed, or null. */
export function wholeIn(text: string, min: number, max: number): number | null {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value >= min && value <= max
    ? value
    : null;
}

export function sessionProblems(session: SessionDraft): SessionProblems {
  const title = session.title.trim();
  return {
    ...(title === '' || title.length > 200 ? { title: true } : {}),
    ...(wholeIn(session.minutes, 15, 480) === null ? { minutes: true } : {}),
    ...(session.interviewers.length === 0 ? { interviewers: true } : {}),
    ...(session.location.trim().length > 500 ? { location: true } : {}),
    ...(wholeIn(session.bufferBefore, 0, 120) === null ||
    wholeIn(session.bufferAfter, 0, 120) === null
      ? { buffers: true }
      : {}),
  };
}

/**
 * The request to send for these applications, or null while the draft has a problem (each
 * session's `sessionProblems`, or a window outside 1..30 days).
 */
export function requestOf(draft: RequestDraft, applicationIds: number[]): RequestInput | null {
  const windowDays = draft.windowDays.trim() === '' ? undefined : wholeIn(draft.windowDays, 1, 30);
  if (windowDays === null) return null;
  if (draft.sessions.some((session) => Object.keys(sessionProblems(session)).length > 0)) {
    return null;
  }
  const message = draft.message.trim();
  return {
    applicationIds,
    sessions: draft.sessions.map((session) => ({
      title: session.title.trim(),
      minutes: Number(session.minutes),
      interviewers: session.interviewers.map((person) => person.id),
      mode: session.mode,
      location: session.location.trim() || null,
      bufferBefore: Number(session.bufferBefore),
      bufferAfter: Number(session.bufferAfter),
    })),
    arrangement: draft.arrangement,
    ...(windowDays === undefined ? {} : { windowDays }),
    ...(message ? { message } : {}),
  };
}
