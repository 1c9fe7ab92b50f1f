import { VacancyEditorRoute } from '@/features/desk/routes/VacancyEditorRoute';
import { InterviewKitsCard } from '@/features/scorecards/slots';
import {
  StageTemplateField,
  VacancyFunnelCard,
  VacancyProcessEditor,
  VacancyTeamCard,
} from '@/features/stages/slots';

/** The vacancy editor with the hiring process's parts (its template, stages, team and funnel). */
export function VacancyEditorPage() {
  return (
    <VacancyEditorRoute
      stageTemplateField={(field) => <StageTemplateField {...field} />}
      vacancyCards={(vacancyId) => (
        <>
          <VacancyProcessEditor vacancyId={vacancyId} />
          <VacancyTeamCard vacancyId={vacancyId} />
          <InterviewKitsCard vacancyId={vacancyId} />
          <VacancyFunnelCard vacancyId={vacancyId} />
        </>
      )}
    />
  );
}
