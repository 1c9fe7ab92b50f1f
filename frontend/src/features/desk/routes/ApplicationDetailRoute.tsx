import { type ReactNode, type SyntheticEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Download } from 'react-feather';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { FormAlert } from '@/components/ui/FormAlert';
import { LoadingCard } from '@/components/ui/LoadingCard';
import { Markdown } from '@/components/ui/Markdown';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { statusLabel } from '@/components/ui/status-labels';
import { Timeline } from '@/components/ui/Timeline';
import type { ApplicationStatus } from '@/lib/api/types';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useChangeApplicationStatus } from '../api/change-application-status';
import { useDownloadFile } from '../api/download-file';
import { useApplication } from '../api/get-application';
import type { ApplicationDetail } from '../api/get-application';
import { ApplicationStatusBadges, KnockedOutBadge } from '../components/ApplicationStatusBadges';
import { DeskMessages } from '../components/DeskMessages';

/** The moves the server allows: forward one step, or rejected while the application is open. */
const nextStatuses: Record<ApplicationStatus, ApplicationStatus[]> = {
  submitted: ['in_review', 'rejected'],
  in_review: ['interview', 'rejected'],
  interview: ['offered', 'rejected'],
  offered: ['hired', 'rejected'],
  hired: [],
  rejected: [],
  withdrawn: [],
};

function StatusChangeForm({
  application,
  onMoved,
}: {
  application: ApplicationDetail;
  onMoved: () => void;
}) {
  const intl = useIntl();
  const { errorText } = useApiErrorText();
  const change = useChangeApplicationStatus();
  const options = nextStatuses[application.status];
  const [status, setStatus] = useState<ApplicationStatus | ''>(options[0] ?? '');
  const [note, setNote] = useState('');
  if (options.length === 0) {
    return (
      <p className="text-body-secondary mb-0">
        <FormattedMessage id="pipeline.final" />
      </p>
    );
  }
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!status) return;
    change.mutate(
      { id: application.id, status, note: note.trim() || null },
      {
        onSuccess: () => {
          setNote('');
          onMoved();
        },
      },
    );
  };
  return (
    <Form onSubmit={onSubmit} className="d-grid gap-2">
      <Form.Group controlId="status-next">
        <Form.Label>
          <FormattedMessage id="pipeline.moveTo" />
        </Form.Label>
        <Form.Select
          value={status}
          onChange={(event) => setStatus(event.target.value as ApplicationStatus)}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {intl.formatMessage({ id: statusLabel[option] })}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group controlId="status-note">
        <Form.Label>
          <FormattedMessage id="pipeline.note" />
        </Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          maxLength={2000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </Form.Group>
      <FormAlert message={change.error ? errorText(change.error) : null} />
      <div>
        <Button type="submit" disabled={change.isPending}>
          <FormattedMessage id="pipeline.changeStatus" />
        </Button>
      </div>
    </Form>
  );
}

function answerText(answer: unknown, yes: string, no: string): string {
  if (answer === true) return yes;
  if (answer === false) return no;
  if (typeof answer === 'string' || typeof answer === 'number') return String(answer);
  return answer === null || answer === undefined ? '—' : JSON.stringify(answer);
}

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
}

function ApplicationDetailPage({
  messages,
  scheduleInterview,
  tasks,
}: ApplicationDetailRouteProps) {
  const intl = useIntl();
  const { errorText } = useApiErrorText();
  const id = Number(useParams().applicationId);
  const { data: application, error, isPending, refetch } = useApplication(id);
  const download = useDownloadFile();
  // Kept here: the form below starts afresh (keyed by status) once the change arrives.
  const [moved, setMoved] = useState(false);
  if (isPending) return <LoadingCard lines={6} />;
  if (error) return <QueryErrorState error={error} onRetry={() => void refetch()} />;
  const yes = intl.formatMessage({ id: 'apply.yes' });
  const no = intl.formatMessage({ id: 'apply.no' });

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
      </div>
      <Row className="g-3">
        <Col lg={8} className="d-grid gap-3 align-content-start">
          <Card>
            <Card.Body>
              <h2 className="h5">
                <FormattedMessage id="pipeline.applicant" />
              </h2>
              <p className="mb-1">
                <a href={`mailto:${application.applicantEmail}`}>{application.applicantEmail}</a>
              </p>
              <p className="small text-body-secondary">
                <FormattedMessage
                  id="applications.appliedOn"
                  values={{
                    date: <FormattedDate value={application.appliedAt} dateStyle="medium" />,
                  }}
                />
              </p>
              {application.cv ? (
                <Button
                  variant="outline-primary"
                  size="sm"
                  disabled={download.isPending}
                  onClick={() =>
                    application.cv &&
                    download.mutate({ id: application.cv.id, name: application.cv.name })
                  }
                >
                  <Download size={14} aria-hidden="true" className="me-1" />
                  <FormattedMessage
                    id="pipeline.downloadCv"
                    values={{ name: application.cv.name }}
                  />
                </Button>
              ) : null}
              {application.cv?.textState === 'unreadable' ? (
                <p className="small text-body-secondary mt-2 mb-0">
                  <Badge bg="secondary" className="me-2">
                    <FormattedMessage id="pipeline.cvTextUnreadable" />
                  </Badge>
                  <FormattedMessage id="pipeline.cvTextUnreadableHint" />
                </p>
              ) : null}
              <FormAlert message={download.error ? errorText(download.error) : null} />
            </Card.Body>
          </Card>
          <Card>
            <Card.Body>
              <h2 className="h5">
                <FormattedMessage id="apply.step.questions" />
              </h2>
              {application.answers.length === 0 ? (
                <p className="text-body-secondary mb-0">
                  <FormattedMessage id="apply.noQuestions" />
                </p>
              ) : (
                <dl className="mb-0">
                  {application.answers.map((answer) => (
                    <div key={answer.questionId} className="mb-2">
                      <dt>{answer.prompt}</dt>
                      <dd className="mb-0">
                        {answerText(answer.answer, yes, no)}
                        <KnockedOutBadge when={answer.knockout} className="ms-2" />
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
              {application.coverLetter ? (
                <>
                  <h3 className="h6 mt-3">
                    <FormattedMessage id="apply.coverLetter" />
                  </h3>
                  <p className="text-pre-wrap mb-0">{application.coverLetter}</p>
                </>
              ) : null}
            </Card.Body>
          </Card>
          <Card>
            <Card.Body>
              <h2 className="h5">
                <FormattedMessage id="apply.step.consent" />
              </h2>
              <p className="small text-body-secondary">
                <FormattedDate value={application.consentAt} dateStyle="medium" timeStyle="short" />
              </p>
              <div className="privacy-notice border rounded p-2 small">
                <Markdown source={application.consentText} baseLevel={3} />
              </div>
            </Card.Body>
          </Card>
          {messages(application)}
        </Col>
        <Col lg={4} className="d-grid gap-3 align-content-start">
          <div>{scheduleInterview(application, () => void refetch())}</div>
          {tasks(application)}
          <Card>
            <Card.Body>
              <h2 className="h5">
                <FormattedMessage id="pipeline.changeStatus" />
              </h2>
              {moved ? (
                <Alert variant="success" role="status" className="py-2">
                  <FormattedMessage id="pipeline.moved" />
                </Alert>
              ) : null}
              <StatusChangeForm
                key={application.status}
                application={application}
                onMoved={() => setMoved(true)}
              />
            </Card.Body>
          </Card>
          <Card>
            <Card.Body>
              <h2 className="h5">
                <FormattedMessage id="pipeline.history" />
              </h2>
              <Timeline entries={application.timeline} />
            </Card.Body>
          </Card>
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
