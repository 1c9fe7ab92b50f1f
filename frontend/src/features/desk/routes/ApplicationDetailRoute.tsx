import { type ReactNode, useState } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router';
import { SuccessAlert } from '@/components/ui/FormAlert';
import { LoadingCard } from '@/components/ui/LoadingCard';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { Timeline } from '@/components/ui/Timeline';
import { TitledCard } from '@/components/ui/TitledCard';
import { useApplication } from '../api/get-application';
import type { ApplicationDetail } from '../api/get-application';
import {
  AnswersCard,
  ApplicantCard,
  ConsentCard,
} from '../components/application/ApplicationCards';
import { StatusChangeForm } from '../components/application/StatusChangeForm';
import { ApplicationStatusBadges } from '../components/ApplicationStatusBadges';
import { DeskMessages } from '../components/DeskMessages';

interface ApplicationDetailRouteProps {
  /** The messages about the application (the messages feature's card), which the app passes in. */
  messages: (application: ApplicationDetail) => ReactNode;
  /**
   * "Schedule interview" (the calendar feature's), which the app passes in; `onScheduled` asks for
   * the application again (scheduling moves it to the interview stage).
   */
  scheduleInterview: (application: ApplicationDetail, onScheduled: () => void) => ReactNode;
  /** The open tasks about the application, with "Add task" (the tasks feature's card). */
  tasks: (application: ApplicationDetail) => ReactNode;
  /**
   * The interviews' evidence and the decision form (the structured interviews' card);
   * `onDecided` asks for the application again (a decision may move it).
   */
  evidence: (application: ApplicationDetail, onDecided: () => void) => ReactNode;
  /** The application's offers and their actions (the offers feature's panel). */
  offers?: (application: ApplicationDetail) => ReactNode;
  /** The candidate's requests to choose interview times (the scheduling feature's card). */
  scheduling?: (application: ApplicationDetail) => ReactNode;
}

function ApplicationDetailPage({
  messages,
  scheduleInterview,
  tasks,
  evidence,
  offers,
  scheduling,
}: ApplicationDetailRouteProps) {
  const id = Number(useParams().applicationId);
  const { data: application, error, isPending, refetch } = useApplication(id);
  // Kept here: the form below starts afresh (keyed by status) once the change arrives.
  const [moved, setMoved] = useState(false);
  if (isPending) return <LoadingCard lines={6} />;
  if (error) return <QueryErrorState error={error} onRetry={() => void refetch()} />;

  return (
    <section aria-labelledby="page-title">
      <Link to={`/job-vacancy-setting/${application.vacancyId}/applications`} className="small">
        <FormattedMessage id="pipeline.title" values={{ title: application.vacancyTitle }} />
      </Link>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="page-title" className="h3 mb-0">
          {application.applicantName}
        </h1>
        <ApplicationStatusBadges application={application} />
        {application.status === 'rejected' && application.rejectionReason ? (
          <span className="small text-body-secondary text-break">
            <FormattedMessage
              id="desk.rejectionReason"
              values={{ reason: application.rejectionReason.name }}
            />
          </span>
        ) : null}
      </div>
      <Row className="g-3">
        <Col lg={8} className="d-grid gap-3 align-content-start">
          <ApplicantCard application={application} />
          <AnswersCard application={application} />
          <ConsentCard application={application} />
          {scheduling?.(application)}
          {evidence(application, () => void refetch())}
          {offers?.(application)}
          {messages(application)}
        </Col>
        <Col lg={4} className="d-grid gap-3 align-content-start">
          <div>{scheduleInterview(application, () => void refetch())}</div>
          {tasks(application)}
          <TitledCard title={<FormattedMessage id="pipeline.changeStatus" />}>
            <SuccessAlert show={moved} text="pipeline.moved" />
            <StatusChangeForm
              key={application.status}
              application={application}
              onMoved={() => setMoved(true)}
            />
          </TitledCard>
          <TitledCard title={<FormattedMessage id="pipeline.history" />}>
            <Timeline entries={application.timeline} />
          </TitledCard>
        </Col>
      </Row>
    </section>
  );
}

export function ApplicationDetailRoute(props: ApplicationDetailRouteProps) {
  return (
    <DeskMessages>
      <ApplicationDetailPage {...props} />
    </DeskMessages>
  );
}
