import { OffersAdminCards } from '@/features/offers/slots';
import { TemplateKitField } from '@/features/scorecards/slots';
import { HiringAdminRoute } from '@/features/stages/routes/HiringAdminRoute';

/**
 * `/admin/hiring` with the structured interviews' parts (each template stage's interview kit, the
 * way to the interviewers' calibration) and the offers' (letter templates, approval chain).
 * Composed here, in the page's own chunk, rather than in routes.tsx: the shell that every careers
 * page downloads does not grow.
 */
export function HiringAdminPage() {
  return (
    <HiringAdminRoute
      kitField={(field) => <TemplateKitField {...field} />}
      calibrationPath="/scorecards/calibration"
      offers={(announce) => <OffersAdminCards announce={announce} />}
    />
  );
}
