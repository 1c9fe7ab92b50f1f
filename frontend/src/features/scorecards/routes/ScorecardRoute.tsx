import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { LoadingCard } from '@/components/ui/LoadingCard';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { TitledCard } from '@/components/ui/TitledCard';
import { useScorecardSheet } from '../api/scorecards';
import type { ScorecardSheet } from '../api/types';
import { InterviewerStates, InterviewTime } from '../components/InterviewHeader';
import { AttributeNotes, KitByArea } from '../components/KitByArea';
import { localized } from '../components/labels';
import { ScorecardForm } from '../components/ScorecardForm';
import { ScorecardsMessages } from '../components/ScorecardsMessages';
import { ScorecardView } from '../components/ScorecardView';

/** The kit for someone who does not interview: its attributes with guidance, nothing to rate. */
function ReadOnlyKit({ kit }: { kit: ScorecardSheet['kit'] }) {
  const intl = useIntl();
  return (
    <TitledCard
      id="interview-kit"
      title={<FormattedMessage id="scorecards.kit" />}
      className="mb-3"
    >
      <KitByArea
        kit={kit}
        idPrefix="kit-area"
        attribute={(attribute) => (
          <div key={attribute.id} className="mb-2">
            <h4 className="h6 mb-1">{localized(attribute.names, intl.locale)}</h4>
            <AttributeNotes attribute={attribute} />
          </div>
        )}
      />
    </TitledCard>
  );
}

function SheetPage({ sheet, onReload }: { sheet: ScorecardSheet; onReload: () => void }) {
  const { interview, kit, mine, blind, others, isInterviewer } = sheet;
  const [notice, setNotice] = useState<'submitted' | 'amended' | null>(null);
  return (
    <section aria-labelledby="page-title">
      <Link to={`/job-vacancy-setting/applications/${interview.applicationId}`} className="small">
        {interview.vacancyTitle}
      </Link>
      <h1 id="page-title" className="h3 mb-1">
        <FormattedMessage id="scorecards.sheet.title" values={{ name: interview.applicantName }} />
      </h1>
      <p className="text-body-secondary mb-2">
        {interview.stageName ? <span className="me-2">{interview.stageName}</span> : null}
        <InterviewTime interview={interview} />
      </p>
      <div className="mb-3">
        <h2 className="visually-hidden">
          <FormattedMessage id="scorecards.interviewers" />
        </h2>
        <InterviewerStates interview={interview} />
      </div>
      {notice ? (
        <Alert variant="success" role="status" className="py-2">
          <FormattedMessage
            id={notice === 'amended' ? 'scorecards.amendedNotice' : 'scorecards.submittedNotice'}
          />
        </Alert>
      ) : null}
      {blind || !isInterviewer ? (
        <Alert variant={blind ? 'info' : 'secondary'} className="py-2">
          <FormattedMessage id={blind ? 'scorecards.blind' : 'scorecards.readOnly'} />
        </Alert>
      ) : null}
      {isInterviewer ? (
        <TitledCard
          id="my-scorecard"
          title={<FormattedMessage id="scorecards.mine" />}
          className="mb-3"
        >
          <ScorecardForm
            key={mine?.version ?? 0}
            eventId={interview.eventId}
            kit={kit}
            mine={mine}
            onSubmitted={(amended) => setNotice(amended ? 'amended' : 'submitted')}
            onReload={onReload}
          />
        </TitledCard>
      ) : (
        <ReadOnlyKit kit={kit} />
      )}
      {blind ? null : (
        <TitledCard id="other-scorecards" title={<FormattedMessage id="scorecards.others" />}>
          {others.length === 0 ? (
            <p className="text-body-secondary small mb-0">
              <FormattedMessage id="scorecards.othersNone" />
            </p>
          ) : (
            others.map((scorecard) => (
              <ScorecardView key={scorecard.id} scorecard={scorecard} kit={kit} />
            ))
          )}
        </TitledCard>
      )}
    </section>
  );
}

function ScorecardPage() {
  const eventId = Number(useParams().eventId);
  const { data, error, isPending, refetch } = useScorecardSheet(eventId);
  if (isPending) return <LoadingCard lines={6} />;
  if (error) return <QueryErrorState error={error} onRetry={() => void refetch()} />;
  return <SheetPage sheet={data} onReload={() => void refetch()} />;
}

/** `/scorecards/:eventId`: an interview's scorecard sheet. */
export function ScorecardRoute() {
  return (
    <ScorecardsMessages>
      <ScorecardPage />
    </ScorecardsMessages>
  );
}
