import { Suspense, lazy } from 'react';
import { AccountSettingsCard } from '@/features/account/components/AccountSettingsCard';
import { MyApplicationRoute } from '@/features/applications/routes/MyApplicationRoute';
import { ApplicationMailPanel } from '@/features/messages/components/ApplicationMailPanel';
import { SavedVacanciesCard } from '@/features/vacancies/components/SavedVacanciesCard';

// The calendar's parts on My Application arrive after the page: the page does not wait for them
// (most applicants have no interview; the feed is for staff only).
const loadCalendarParts = () => import('@/features/calendar/slots');
const MyInterviews = lazy(() => loadCalendarParts().then((m) => ({ default: m.MyInterviews })));
const CalendarFeedSection = lazy(() =>
  loadCalendarParts().then((m) => ({ default: m.CalendarFeedSection })),
);
// The interview times to choose arrive after the page too (most applications have none).
const MyScheduling = lazy(() =>
  import('@/features/scheduling/candidate-slots').then((m) => ({ default: m.MyScheduling })),
);
// The offers sent to the applicant arrive after the page too (most applicants have none).
const MyOffers = lazy(() =>
  import('@/features/offers/candidate-slots').then((m) => ({ default: m.MyOffers })),
);

/**
 * The applicant's applications with their offers, interview times to choose, saved vacancies,
 * account, interviews and messages.
 */
export function MyApplicationPage() {
  return (
    <MyApplicationRoute
      savedVacancies={<SavedVacanciesCard />}
      accountSettings={
        <AccountSettingsCard
          calendarFeed={
            <Suspense fallback={null}>
              <CalendarFeedSection />
            </Suspense>
          }
        />
      }
      offers={
        <Suspense fallback={null}>
          <MyOffers />
        </Suspense>
      }
      interviews={
        <Suspense fallback={null}>
          <MyInterviews />
        </Suspense>
      }
      messages={(application) => <ApplicationMailPanel applicationId={application.id} />}
      scheduling={(application) => (
        <Suspense fallback={null}>
          <MyScheduling applicationId={application.id} />
        </Suspense>
      )}
    />
  );
}
