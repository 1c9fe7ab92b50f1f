import type { Client } from 'openapi-fetch';
import { api } from '@/lib/api/client';

/*
 * The scheduling API as its contract describes it. The server's OpenAPI document does not list
 * these paths yet, so they are declared here in the generated file's shape; once `npm run gen:api`
 * brings them, these types become aliases of the generated schemas and `schedulingApi` is `api`.
 */

export type SchedulingState = 'open' | 'booked' | 'cancelled' | 'expired';
export type Arrangement = 'back_to_back' | 'same_day';
export type InterviewerMode = 'any' | 'all';

export const ARRANGEMENTS = ['back_to_back', 'same_day'] as const satisfies readonly Arrangement[];
export const MODES = ['any', 'all'] as const satisfies readonly InterviewerMode[];
export const STATES = [
  'open',
  'booked',
  'cancelled',
  'expired',
] as const satisfies readonly SchedulingState[];

export interface PersonRef {
  id: string;
  name: string;
}

/** One interview of a request's loop, as the recruiting team sees it. */
export interface RequestSession {
  position: number;
  title: string;
  minutes: number;
  mode: InterviewerMode;
  location: string | null;
  bufferBefore: number;
  bufferAfter: number;
  interviewers: PersonRef[];
  start: string | null;
  end: string | null;
  eventId: number | null;
  /** Who was booked: round-robin picks one for "any". */
  assigned: PersonRef[];
}

/** An application's request for interview times. */
export interface SchedulingRequest {
  id: number;
  applicationId: number;
  state: SchedulingState;
  arrangement: Arrangement;
  windowEnd: string;
  createdAt: string;
  createdByName: string | null;
  bookedAt: string | null;
  reschedules: number;
  noShow: boolean;
  /** The candidate's, once they booked. */
  timeZone: string | null;
  sessions: RequestSession[];
}

export interface SessionInput {
  title: string;
  minutes: number;
  interviewers: string[];
  mode: InterviewerMode;
  location?: string | null;
  bufferBefore: number;
  bufferAfter: number;
}

export interface RequestInput {
  applicationIds: number[];
  sessions: SessionInput[];
  arrangement: Arrangement;
  windowDays?: number;
  message?: string | null;
}

/** One application's outcome of a request: the request made, or why not. */
export interface RequestResult {
  id: number;
  ok: boolean;
  requestId?: number | null;
  code?: string | null;
}

export interface SchedulingAnalytics {
  days: number;
  requests: number;
  booked: number;
  cancelled: number;
  medianHoursToBook: number | null;
  reschedules: number;
  noShows: number;
}

export interface WorkingDay {
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
  /** `HH:MM`. */
  start: string;
  end: string;
}

export interface AvailabilityInput {
  /** `null`: the company's time zone. */
  timeZone: string | null;
  days: WorkingDay[];
  maxPerDay: number | null;
  maxPerWeek: number | null;
}

export interface Availability extends AvailabilityInput {
  effectiveTimeZone: string;
}

export type ExternalCalendar =
  | { configured: false }
  | {
      configured: true;
      host: string;
      fetchedAt: string | null;
      error: string | null;
      busyCount: number;
    };

export interface SchedulingSettings {
  noticeHours: number;
  windowDays: number;
}

/** The candidate's page behind a link. */
export interface SchedulingPage {
  vacancyTitle: string;
  companyName: string;
  state: SchedulingState;
  arrangement: Arrangement;
  message: string | null;
  sessions: { title: string; minutes: number; location: string | null }[];
  windowEnd: string;
  noticeHours: number;
  /** What the candidate chose when booking. */
  timeZone: string | null;
  booked:
    | {
        title: string;
        start: string;
        end: string;
        location: string | null;
        interviewers: string[];
      }[]
    | null;
  /** Booked and still before the notice. */
  canChange: boolean;
  /** ≤ 200, earliest first. */
  options: SlotOption[];
}

/** A time the whole loop fits: when it starts and each session's times. */
export interface SlotOption {
  start: string;
  sessions: { start: string; end: string }[];
}

/** A signed-in applicant's request, as My Application lists it. */
export interface MySchedulingRequest {
  requestId: number;
  applicationId: number;
  vacancyTitle: string;
  state: SchedulingState;
  token: string;
  sessions: { title: string; start: string | null; end: string | null }[];
}

/** An operation's parameters as the generated file writes them (`path?: never` when it has none). */
type Params<Path, Query> = ([Path] extends [never] ? { path?: never } : { path: Path }) &
  ([Query] extends [never] ? { query?: never } : { query?: Query }) & {
    header?: { tenantid?: string };
    cookie?: never;
  };
type Answer<Status extends number, Body> = Record<
  Status,
  { headers: Record<string, unknown>; content: { 'application/json': Body } }
>;
/** An operation without a body: a GET, or a DELETE that answers `Body` (204: `never`). */
interface Read<Body, Path = never, Query = never> {
  parameters: Params<Path, Query>;
  requestBody?: never;
  responses: [Body] extends [never]
    ? { 204: { headers: Record<string, unknown>; content?: never } }
    : Answer<200, Body>;
}
/** An operation that takes a JSON body. */
interface Write<Input, Body, Path = never> {
  parameters: Params<Path, never>;
  requestBody: { content: { 'application/json': Input } };
  responses: Answer<200, Body>;
}

/** The paths of the contract, in the shape `openapi-typescript` writes. */
export interface SchedulingPaths {
  '/api/v1/scheduling/requests': {
    get: Read<{ data: SchedulingRequest[] }, never, { applicationId: number }>;
    post: Write<RequestInput, { results: RequestResult[] }>;
  };
  '/api/v1/scheduling/requests/{id}': {
    delete: Read<never, { id: number }>;
  };
  '/api/v1/scheduling/requests/{id}/no-show': {
    put: Write<{ noShow: boolean }, SchedulingRequest, { id: number }>;
  };
  '/api/v1/scheduling/analytics': {
    get: Read<SchedulingAnalytics, never, { days?: number }>;
  };
  '/api/v1/me/availability': {
    get: Read<Availability>;
    put: Write<AvailabilityInput, Availability>;
  };
  '/api/v1/me/external-calendar': {
    get: Read<ExternalCalendar>;
    put: Write<{ address: string }, ExternalCalendar>;
    delete: Read<never>;
  };
  '/api/v1/admin/scheduling-settings': {
    get: Read<SchedulingSettings>;
    put: Write<SchedulingSettings, SchedulingSettings>;
  };
  '/api/v1/scheduling/{token}': {
    get: Read<SchedulingPage, { token: string }>;
  };
  '/api/v1/scheduling/{token}/booking': {
    post: Write<{ start: string; timeZone: string }, SchedulingPage, { token: string }>;
    delete: Read<SchedulingPage, { token: string }>;
  };
  '/api/v1/me/scheduling': {
    get: Read<{ data: MySchedulingRequest[] }>;
  };
}

/** The app's one client (its session headers, refresh and errors), typed by the contract's paths. */
export const schedulingApi = api as unknown as Client<SchedulingPaths>;
