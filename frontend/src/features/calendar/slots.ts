/*
 * The calendar's parts that other features' pages show (the app passes them in): one module, so
 * that the app shell names one chunk for them rather than one per part. FullCalendar is not here:
 * only the calendar page (routes/CalendarRoute) loads it.
 */
export { CalendarFeedSection } from './components/CalendarFeedSection';
export { MyInterviews } from './components/MyInterviews';
export { ScheduleInterview } from './components/ScheduleInterview';
export { TimeZoneField } from './components/TimeZoneField';
