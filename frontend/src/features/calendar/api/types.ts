import type { Schemas } from '@/lib/api/types';

/** The calendar's shapes, as the server's OpenAPI document names them (`npm run gen:api`). */
export type EventLabel = Schemas['EventLabel'];
export type InterviewResponse = Schemas['InterviewResponse'];
export type EventAttendee = Schemas['EventAttendee'];
export type EventApplication = Schemas['EventApplication'];
export type CalendarEvent = Schemas['CalendarEvent'];
export type CalendarEventSummary = Schemas['CalendarEventSummary'];
export type EventInput = Schemas['EventInput'];
export type EventChange = Schemas['EventChange'];
export type FreeSlots = Schemas['FreeSlots'];
export type ApplicantInterview = Schemas['ApplicantInterview'];
export type InterviewAnswer = Schemas['InterviewAnswer'];
export type CalendarFeed = Schemas['CalendarFeed'];
