import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Download, Printer } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { FormAlert } from '@/components/ui/FormAlert';
import { PendingButton } from '@/components/ui/PendingButton';
import { QueryCard } from '@/components/ui/QueryCard';
import { ScrollingTable } from '@/components/ui/ScrollingTable';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { usePdf } from '@/lib/pdf';
import { PRINT_ALONE_PART, printAlone } from '@/lib/print/print-alone';
import { evidenceDocument, useEvidence } from '../api/evidence';
import {
  type Evidence,
  type Interview,
  KIT_AREAS,
  type Recommendation,
  scorecardPath,
} from '../api/types';
import { DecisionForm, type DecisionFormProps } from './DecisionForm';
import { InterviewerStates, InterviewTime } from './InterviewHeader';
import { areaLabel, decisionLabel, ratingLabel, recommendationLabel } from './labels';
import { ListOrEmpty, Part } from './Part';
import { ScorecardsMessages } from './ScorecardsMessages';
import { AmendedBadge } from './ScorecardView';
import '../scorecards.css';

const TALLY: readonly [Recommendation, keyof Evidence['recommendations']][] = [
  ['strong_no', 'strongNo'],
  ['no', 'no'],
  ['yes', 'yes'],
  ['strong_yes', 'strongYes'],
];

/** The attributes (rows, grouped by area) against the readable scorecards (columns). */
function Matrix({ evidence }: { evidence: Evidence }) {
  const intl = useIntl();
  const { attributes, scorecards } = evidence;
  if (attributes.length === 0 || scorecards.length === 0) {
    return (
      <p className="small text-body-secondary">
        <FormattedMessage id="scorecards.evidence.noScorecards" />
      </p>
    );
  }
  const head = (
    <thead>
      <tr>
        <th scope="col">
          <FormattedMessage id="scorecards.evidence.attribute" />
        </th>
        {scorecards.map((scorecard) => (
          <th key={scorecard.id} scope="col" className="text-nowrap">
            <div>{scorecard.authorName}</div>
            <div className="small fw-normal">
              {scorecard.recommendation
                ? intl.formatMessage({ id: recommendationLabel[scorecard.recommendation] })
                : null}{' '}
              <AmendedBadge scorecard={scorecard} />
            </div>
          </th>
        ))}
      </tr>
    </thead>
  );
  return (
    <ScrollingTable label="scorecards.evidence.matrix" captioned columns={[]} head={head}>
      {KIT_AREAS.flatMap((area) => {
        const rows = attributes.filter((attribute) => attribute.area === area);
        if (rows.length === 0) return [];
        return [
          <tr key={area} className="table-light">
            <th scope="colgroup" colSpan={scorecards.length + 1}>
              <FormattedMessage id={areaLabel[area]} />
            </th>
          </tr>,
          ...rows.map((attribute) => (
            <tr key={`${attribute.stageId}-${attribute.id}`}>
              <th scope="row" className="fw-normal">
                {attribute.name}
              </th>
              {scorecards.map((scorecard) => {
                const rating = scorecard.ratings[attribute.id];
                return (
                  <td key={scorecard.id} className="text-nowrap">
                    <FormattedMessage
                      id={
                        rating
                          ? (ratingLabel[rating] ?? 'scorecards.rating.none')
                          : 'scorecards.rating.none'
                      }
                    />
                  </td>
                );
              })}
            </tr>
          )),
        ];
      })}
    </ScrollingTable>
  );
}

function interviewItem(interview: Interview) {
  return (
    <li key={interview.eventId} className="mb-2">
      <Link to={scorecardPath(interview.eventId)} className="small">
        {interview.stageName ?? interview.title}
      </Link>{' '}
      <span className="small text-body-secondary">
        <InterviewTime interview={interview} />
      </span>
      <InterviewerStates interview={interview} />
    </li>
  );
}

function DecisionItem({ decision }: { decision: Evidence['decisions'][number] }) {
  const intl = useIntl();
  const when = intl.formatDate(decision.decidedAt, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li className="border-bottom py-1">
      <strong>
        <FormattedMessage id={decisionLabel[decision.decision]} />
      </strong>{' '}
      <span className="text-body-secondary">
        <FormattedMessage
          id="scorecards.evidence.decidedBy"
          values={{ name: decision.decidedByName ?? '—', date: when }}
        />
      </span>
      <div className="text-pre-wrap">{decision.note}</div>
    </li>
  );
}

function EvidenceBody({
  evidence,
  decisionForm,
}: {
  evidence: Evidence;
  decisionForm: Omit<DecisionFormProps, 'applicationId'>;
}) {
  const intl = useIntl();
  const { errorText } = useApiErrorText();
  const pdf = usePdf();
  const uncovered = evidence.attributes
    .filter((attribute) => evidence.uncovered.includes(attribute.id))
    .map((attribute) => attribute.name);
  return (
    <>
      <div className="d-print-none">
        <FormAlert message={pdf.error ? errorText(pdf.error) : null} />
        <div className="d-flex flex-wrap justify-content-end gap-2 mb-2">
          <Button variant="outline-secondary" size="sm" onClick={printAlone}>
            <Printer size={16} aria-hidden className="me-1" />
            <FormattedMessage id="scorecards.evidence.print" />
          </Button>
          <PendingButton
            variant="outline-secondary"
            size="sm"
            pending={pdf.isPending}
            onClick={() =>
              pdf.mutate({
                fetch: () => evidenceDocument(evidence.applicationId),
                fileName: `evidence-${evidence.applicationId}.pdf`,
              })
            }
          >
            <Download size={16} aria-hidden className="me-1" />
            <FormattedMessage id="scorecards.evidence.download" />
          </PendingButton>
        </div>
      </div>
      {evidence.blind ? (
        <Alert variant="info" className="py-2">
          <FormattedMessage id="scorecards.evidence.blind" />
        </Alert>
      ) : null}
      <ListOrEmpty
        items={evidence.interviews}
        empty="scorecards.evidence.noInterviews"
        className="list-unstyled"
        item={interviewItem}
      />
      <Matrix evidence={evidence} />
      <Part id="evidence-tally" title={<FormattedMessage id="scorecards.evidence.tally" />}>
        <ul className="list-inline small">
          {TALLY.map(([recommendation, key]) => (
            <li key={key} className="list-inline-item">
              <FormattedMessage
                id="scorecards.evidence.count"
                values={{
                  label: intl.formatMessage({ id: recommendationLabel[recommendation] }),
                  count: evidence.recommendations[key],
                }}
              />
            </li>
          ))}
        </ul>
        {uncovered.length > 0 ? (
          <p className="small">
            <FormattedMessage
              id="scorecards.evidence.uncovered"
              values={{ names: intl.formatList(uncovered, { type: 'conjunction' }) }}
            />
          </p>
        ) : null}
      </Part>
      <Part id="evidence-decisions" title={<FormattedMessage id="scorecards.evidence.decisions" />}>
        <ListOrEmpty
          items={evidence.decisions}
          empty="scorecards.evidence.noDecisions"
          className="list-unstyled small"
          item={(decision) => <DecisionItem key={decision.id} decision={decision} />}
        />
      </Part>
      {evidence.mayDecide ? (
        <Part
          id="evidence-decide"
          title={<FormattedMessage id="scorecards.decide.title" />}
          className="d-print-none"
        >
          <DecisionForm applicationId={evidence.applicationId} {...decisionForm} />
        </Part>
      ) : null}
    </>
  );
}

function EvidenceSection({ applicationId, ...decisionForm }: DecisionFormProps) {
  const query = useEvidence(applicationId);
  return (
    <div className={`evidence-card ${PRINT_ALONE_PART}`}>
      <QueryCard
        id="evidence-title"
        title={<FormattedMessage id="scorecards.evidence.title" />}
        loadingLines={4}
        query={query}
      >
        {(data) => <EvidenceBody evidence={data} decisionForm={decisionForm} />}
      </QueryCard>
    </div>
  );
}

/**
 * An application's interview evidence for the hiring decision: the attribute × interviewer
 * matrix, the recommendations, what nobody assessed, the decisions taken and (for those who
 * decide) the decision form. It prints on its own, or downloads as a PDF, for the hiring file.
 */
export function EvidenceCard(props: DecisionFormProps) {
  return (
    <ScorecardsMessages>
      <EvidenceSection {...props} />
    </ScorecardsMessages>
  );
}
