import { ApplyProfileCheck } from '@/features/profiles/components/ApplyProfileCheck';
import { ApplyRoute } from '@/features/vacancies/routes/ApplyRoute';

/** `/job-vacancy/:id/apply`, whose first step checks the applicant's profile. */
export function ApplyPage() {
  return <ApplyRoute ProfileStep={ApplyProfileCheck} />;
}
