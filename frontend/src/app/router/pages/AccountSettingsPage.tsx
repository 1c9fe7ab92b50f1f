import { SecurityRoute } from '@/features/account/routes/SecurityRoute';
import { AvailabilityCards } from '@/features/scheduling/slots';

/**
 * The account's settings: sign-in and security for everyone, and for staff and admins when they
 * may be booked for interviews (working hours, limits, their own calendar's busy times).
 */
export function AccountSettingsPage() {
  return <SecurityRoute staffCards={<AvailabilityCards />} />;
}
