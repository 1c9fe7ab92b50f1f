import Badge from 'react-bootstrap/Badge';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { QueryCard } from '@/components/ui/QueryCard';
import { useMyScorecards } from '../api/scorecards';
import { type MyScorecard, scorecardPath } from '../api/types';
import { InterviewTime } from './InterviewHeader';
import { stateLabel, stateVariant } from './labels';
import { ScorecardsMessages } from './ScorecardsMessages';

/** The scorecards not submitted yet: due ones (the interview is over) first, else in order. */
function openOnes(scorecards: readonly MyScorecard[]) {
  return scorecards
    .filter((scorecard) => scorecard.state !== 'submitted')
    .sort((a, b) => Number(b.due) - Number(a.due));
}

function ScorecardList({ scorecards }: { scorecards: readonly MyScorecard[] }) {
  const open = openOnes(scorecards);
  if (open.length === 0) {
    return (
      <p className="text-body-secondary small mb-0">
        <FormattedMessage id="scorecards.myCard.empty" />
      </p>
    );
  }
  return (
    <ul className="list-unstyled mb-0">
      {open.map((scorecard) => (
        <li key={scorecard.eventId} className="border-bottom py-2">
          <div className="d-flex flex-wrap align-items-center gap-2">
            <Link to={scorecardPath(scorecard.eventId)} className="fw-semibold me-auto text-break">
              <FormattedMessage
                id="scorecards.myCard.item"
                values={{ name: scorecard.applicantName, vacancy: scorecard.vacancyTitle }}
              />
            </Link>
            {scorecard.due ? (
              <Badge bg="danger">
                <FormattedMessage id="scorecards.myCard.due" />
              </Badge>
            ) : null}
            <Badge
              bg={stateVariant[scorecard.state]}
              text={scorecard.state === 'draft' ? 'dark' : undefined}
            >
              <FormattedMessage id={stateLabel[scorecard.state]} />
            </Badge>
          </div>
          <div className="small text-body-secondary">
            <InterviewTime interview={scorecard} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function MyScorecards({ hideWhenEmpty }: { hideWhenEmpty: boolean }) {
  const query = useMyScorecards();
  if (hideWhenEmpty && openOnes(query.data ?? []).length === 0) return null;
  return (
    <QueryCard
      id="my-scorecards-title"
      title={<FormattedMessage id="scorecards.myCard.title" />}
      loadingLines={3}
      query={query}
    >
      {(data) => <ScorecardList scorecards={data} />}
    </QueryCard>
  );
}

/**
 * The reader's scorecards still to write, due ones first, each a link to its sheet. With
 * `hideWhenEmpty` (a page that is about something else), it shows only once there is one.
 */
export function MyScorecardsCard({ hideWhenEmpty = false }: { hideWhenEmpty?: boolean }) {
  return (
    <ScorecardsMessages>
      <MyScorecards hideWhenEmpty={hideWhenEmpty} />
    </ScorecardsMessages>
  );
}
