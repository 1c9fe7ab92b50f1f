import type { Client } from 'openapi-fetch';
import { api } from '@/lib/api/client';
import type { paths } from '@/lib/api/schema';

/*
 * TEMPORARY: a copy of the calendar's part of the API contract (issue 19), until the server's
 * OpenAPI document has it and `npm run gen:api` adds it to schema.d.ts. Then this file alone
 * changes: each type below becomes its generated schema (`Schemas['CalendarEvent']`, …, see the
 * names in the comments), `CalendarErrorCode` goes (hasErrorCode knows the codes), and
 * `calendarApi` becomes `api` itself. Nothing else in the feature names the copy.
 */

/** `Schemas['EventLabel']` */
export type EventLabel = 'interview' | 'meeting' | 'reminder' | 'holiday' | 'personal';
/** `Schemas['InterviewResponse']` */
export type InterviewResponse = 'pending' | 'accepted' | 'declined';
/** `Schemas['CalendarPerson']` */
export interface CalendarPerson {
  id: string;
  name: string;
  email: string;
}
/** `Schemas['EventAttendee']` */
export interface EventAttendee {
  id: string;
  name: string;
  response: InterviewResponse;
}
/** `Schemas['EventApplication']` */
export interface EventApplication {
  id: number;
  applicantName: string;
  vacancyTitle: string;
  response: InterviewResponse;
  responseMessage: string | null;
  respondedAt: string | null;
}
/** `Schemas['CalendarEvent']` */
export interface CalendarEvent {
  id: number;
  title: string;
  start: string;
  end: string;
  allDay: boolean;
  label: EventLabel;
  location: string | null;
  description: string | null;
  organizer: { id: string; name: string };
  attendees: EventAttendee[];
  application: EventApplication | null;
  sequence: number;
  canEdit: boolean;
  updatedAt: string;
}
/** `Schemas['EventInput']` */
export interface EventInput {
  title: string;
  start: string;
  end: string;
  allDay?: boolean;
  label: EventLabel;
  location?: string;
  description?: string;
  attendees?: string[];
  applicationId?: number;
  allowConflicts?: boolean;
}
/** `Schemas['EventChange']` */
export type EventChange = Partial<Omit<EventInput, 'applicationId'>>;
/** `Schemas['FreeSlots']` */
export interface FreeSlots {
  timeZone: string;
  slots: { start: string; end: string }[];
  busy: { userId: string; start: string; end: string }[];
}
/** `Schemas['ApplicantInterview']` */
export interface ApplicantInterview {
  id: number;
  applicationId: number;
  vacancyTitle: string;
  title: string;
  start: string;
  end: string;
  location: string | null;
  description: string | null;
  organizerName: string;
  response: InterviewResponse;
  responseMessage: string | null;
}
/** `Schemas['InterviewAnswer']` */
export interface InterviewAnswer {
  response: 'accepted' | 'declined';
  message?: string;
}
/** `Schemas['CalendarFeed']` */
export interface CalendarFeed {
  active: boolean;
  createdAt: string | null;
  url: string | null;
}

/** The calendar's new error codes; part of `ErrorCode` once the document has them. */
export type CalendarErrorCode =
  | 'event_title_invalid'
  | 'event_range_invalid'
  | 'event_too_long'
  | 'range_too_long'
  | 'time_zone_unknown'
  | 'location_too_long'
  | 'description_too_long'
  | 'attendee_not_staff'
  | 'too_many_attendees'
  | 'duration_invalid'
  | 'application_only_for_interviews'
  | 'interview_message_too_long'
  | 'schedule_conflict'
  | 'application_closed'
  | 'not_event_organizer';

type Json<T> = { content: { 'application/json': T } };
interface Answer<T> {
  200: { headers: Record<string, unknown> } & Json<T>;
}
type Params<Query, Path> = { query?: Query; header?: never; cookie?: never } & ([Path] extends [
  never,
]
  ? { path?: never }
  : { path: Path });
type Operation<Query, Path, Body, Result> = {
  parameters: Params<Query, Path>;
  responses: Answer<Result>;
} & ([Body] extends [undefined] ? { requestBody?: never } : { requestBody: Json<Body> });
interface NoContent {
  204: { headers: Record<string, unknown>; content?: never };
}
type Item<T> = { data: T[] };
type Range = { from: string; to: string };
type EventId = { id: number };

/** The calendar's paths in the form openapi-typescript writes them. */
interface CalendarPaths {
  '/api/v1/calendar/events': {
    get: Operation<Range & { label?: string }, never, undefined, Item<CalendarEvent>>;
    post: Operation<never, never, EventInput, CalendarEvent>;
  };
  '/api/v1/calendar/events/{id}': {
    patch: Operation<never, EventId, EventChange, CalendarEvent>;
    delete: Omit<Operation<never, EventId, undefined, never>, 'responses'> & {
      responses: NoContent;
    };
  };
  '/api/v1/calendar/free-slots': {
    get: Operation<
      Range & { attendees: string; duration: number; timeZone?: string },
      never,
      undefined,
      FreeSlots
    >;
  };
  '/api/v1/calendar/people': {
    get: Operation<{ q?: string }, never, undefined, Item<CalendarPerson>>;
  };
  '/api/v1/me/calendar-feed': {
    get: Operation<never, never, undefined, CalendarFeed>;
    post: Operation<never, never, undefined, CalendarFeed>;
    delete: Omit<Operation<never, never, undefined, never>, 'responses'> & {
      responses: NoContent;
    };
  };
  '/api/v1/me/interviews': {
    get: Operation<never, never, undefined, Item<ApplicantInterview>>;
  };
  '/api/v1/me/interviews/{id}/respond': {
    post: Operation<never, EventId, InterviewAnswer, ApplicantInterview>;
  };
}

/** The API client; the generated `paths` will have the calendar's own (then: `api`). */
export const calendarApi = api as unknown as Client<paths & CalendarPaths>;
