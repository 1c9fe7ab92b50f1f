import { ScheduleInterview } from '@/features/calendar/slots';
import { RejectionReasonField } from '@/features/desk/components/RejectionReasonField';
import { ApplicationDetailRoute } from '@/features/desk/routes/ApplicationDetailRoute';
import { ApplicationMessagesCard } from '@/features/messages/components/ApplicationMessagesCard';
import { OfferPanel } from '@/features/offers/slots';
import { SchedulingCard } from '@/features/scheduling/slots';
import { EvidenceCard } from '@/features/scorecards/slots';
import { TasksCard } from '@/features/tasks/slots';

/**
 * An application as the recruiting team sees it, with the interview scheduling (by the recruiter,
 * or by the candidate from a link), the tasks, the
 * interviewers' evidence, the offers and the messages with the applicant.
 */
export function ApplicationDetailPage() {
  return (
    <ApplicationDetailRoute
      scheduleInterview={(application, onScheduled) => (
        <ScheduleInterview application={application} onScheduled={onScheduled} />
      )}
      tasks={(application) => (
        <TasksCard
          about={{
            application: { id: application.id, applicantName: application.applicantName },
            vacancy: { id: application.vacancyId, title: application.vacancyTitle },
          }}
        />
      )}
      evidence={(application, onDecided) => (
        <EvidenceCard
          applicationId={application.id}
          vacancyId={application.vacancyId}
          stageId={application.stage?.id ?? null}
          onDecided={onDecided}
          reasonField={(field) => <RejectionReasonField {...field} />}
        />
      )}
      offers={(application) => <OfferPanel applicationId={application.id} />}
      scheduling={(application) => <SchedulingCard applicationId={application.id} />}
      messages={(application) => (
        <ApplicationMessagesCard
          applicationId={application.id}
          applicant={{
            id: application.applicantUserId ?? null,
            name: application.applicantName,
            email: application.applicantEmail,
          }}
        />
      )}
    />
  );
}
