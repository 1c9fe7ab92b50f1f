import { TemplateKitField } from '@/features/scorecards/slots';
import { HiringAdminRoute } from '@/features/stages/routes/HiringAdminRoute';

/**
 * `/admin/hiring` with the structured interviews' parts: each template stage's interview kit, and
 * the way to the interviewers' calibration. Composed here, in the page's own chunk, rather than in
 * routes.tsx: the shell that every careers page downloads does not grow.
 */
export function HiringAdminPage() {
  return (
    <HiringAdminRoute
      kitField={(field) => <TemplateKitField {...field} />}
      calibrationPath="/scorecards/calibration"
    />
  );
}
