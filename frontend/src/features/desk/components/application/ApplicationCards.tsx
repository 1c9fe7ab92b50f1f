import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { Download } from 'react-feather';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { AppliedOn } from '@/components/ui/AppliedOn';
import { FormAlert } from '@/components/ui/FormAlert';
import { Markdown } from '@/components/ui/Markdown';
import { TitledCard } from '@/components/ui/TitledCard';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useDownloadFile } from '../../api/download-file';
import type { ApplicationDetail } from '../../api/get-application';
import { KnockedOutBadge } from '../ApplicationStatusBadges';

function answerText(answer: unknown, yes: string, no: string): string {
  if (answer === true) return yes;
  if (answer === false) return no;
  if (typeof answer === 'string' || typeof answer === 'number') return String(answer);
  return answer === null || answer === undefined ? '—' : JSON.stringify(answer);
}

/** Who applied and when, with their CV to download. */
export function ApplicantCard({ application }: { application: ApplicationDetail }) {
  const { errorText } = useApiErrorText();
  const download = useDownloadFile();
  const { cv } = application;
  return (
    <TitledCard title={<FormattedMessage id="pipeline.applicant" />}>
      <p className="mb-1">
        <a href={`mailto:${application.applicantEmail}`}>{application.applicantEmail}</a>
      </p>
      <p className="small text-body-secondary">
        <AppliedOn at={application.appliedAt} />
      </p>
      {cv ? (
        <Button
          variant="outline-primary"
          size="sm"
          disabled={download.isPending}
          onClick={() => download.mutate({ id: cv.id, name: cv.name })}
        >
          <Download size={14} aria-hidden="true" className="me-1" />
          <FormattedMessage id="pipeline.downloadCv" values={{ name: cv.name }} />
        </Button>
      ) : null}
      {cv?.textState === 'unreadable' ? (
        <p className="small text-body-secondary mt-2 mb-0">
          <Badge bg="secondary" className="me-2">
            <FormattedMessage id="pipeline.cvTextUnreadable" />
          </Badge>
          <FormattedMessage id="pipeline.cvTextUnreadableHint" />
        </p>
      ) : null}
      <FormAlert message={download.error ? errorText(download.error) : null} />
    </TitledCard>
  );
}

/** The screening answers (knock-outs marked) and the cover letter. */
export function AnswersCard({ application }: { application: ApplicationDetail }) {
  const intl = useIntl();
  const yes = intl.formatMessage({ id: 'apply.yes' });
  const no = intl.formatMessage({ id: 'apply.no' });
  return (
    <TitledCard title={<FormattedMessage id="apply.step.questions" />}>
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
    </TitledCard>
  );
}

/** When the applicant consented, and to which privacy notice. */
export function ConsentCard({ application }: { application: ApplicationDetail }) {
  return (
    <TitledCard title={<FormattedMessage id="apply.step.consent" />}>
      <p className="small text-body-secondary">
        <FormattedDate value={application.consentAt} dateStyle="medium" timeStyle="short" />
      </p>
      <div className="privacy-notice border rounded p-2 small">
        <Markdown source={application.consentText} baseLevel={3} />
      </div>
    </TitledCard>
  );
}
