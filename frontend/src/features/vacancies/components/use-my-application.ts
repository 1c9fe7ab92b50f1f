import { useQuery } from '@tanstack/react-query';
import { myApplicationsQueryOptions } from '@/lib/applications/get-my-applications';
import { useViewer } from './use-viewer';

/**
 * The signed-in applicant's application for a vacancy, if there is one (withdrawn included: one
 * person applies once). Visitors and recruiters have none, and nothing is fetched for them.
 */
export function useMyApplication(vacancyId: number) {
  const { isApplicant } = useViewer();
  const query = useQuery({
    ...myApplicationsQueryOptions(),
    enabled: isApplicant,
    select: (applications) =>
      applications.find((application) => application.vacancy.id === vacancyId) ?? null,
  });
  return {
    application: isApplicant ? (query.data ?? null) : null,
    isPending: isApplicant && query.isPending,
  };
}
