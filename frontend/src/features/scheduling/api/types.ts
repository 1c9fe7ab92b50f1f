import { type Schemas, allOf } from '@/lib/api/types';

/** The scheduling API's shapes, as the server's OpenAPI document types them. */
export type SchedulingState = Schemas['RequestState'];
export type Arrangement = Schemas['Arrangement'];
export type InterviewerMode = Schemas['Mode'];
export type PersonRef = Schemas['PersonName'];
export type SchedulingRequest = Schemas['SchedulingRequest'];
export type RequestSession = Schemas['SchedulingSession'];
export type SessionInput = Schemas['SessionInput'];
export type RequestInput = Schemas['RequestInput'];
/** One application's outcome of a request: made, or why not (`code`). */
export type RequestResult = Schemas['BulkResult'];
export type SchedulingAnalytics = Schemas['SchedulingFigures'];
export type WorkingDay = Schemas['WorkingDay'];
export type AvailabilityInput = Schemas['AvailabilityInput'];
export type Availability = Schemas['Availability'];
export type ExternalCalendar = Schemas['ExternalCalendar'];
export type SchedulingSettings = Schemas['SchedulingSettings'];
export type SchedulingPage = Schemas['SchedulingPage'];
/** A time the whole loop fits: when it starts and each session's times. */
export type SlotOption = Schemas['TimeOption'];
export type MySchedulingRequest = Schemas['MySchedulingRequest'];

export const ARRANGEMENTS = allOf<Arrangement>()(['back_to_back', 'same_day']);
export const MODES = allOf<InterviewerMode>()(['any', 'all']);
export const STATES = allOf<SchedulingState>()(['open', 'booked', 'cancelled', 'expired']);
