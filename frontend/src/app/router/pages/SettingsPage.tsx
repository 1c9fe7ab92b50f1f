import { TimeZoneField } from '@/features/calendar/slots';
import { SettingsRoute } from '@/features/settings/routes/SettingsRoute';

/** The careers site's settings, with the calendar's time zone. */
export function SettingsPage() {
  return <SettingsRoute timeZoneField={(field) => <TimeZoneField {...field} />} />;
}
