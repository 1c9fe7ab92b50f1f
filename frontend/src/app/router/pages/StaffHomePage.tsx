import { MyScorecardsCard } from '@/features/scorecards/slots';
import { CareersHomeRoute } from '@/features/vacancies/routes/CareersHomeRoute';

/** Staff, who have no dashboard, see the careers home with the scorecards they have to write. */
export function StaffHomePage() {
  return <CareersHomeRoute staffCards={<MyScorecardsCard hideWhenEmpty />} />;
}
