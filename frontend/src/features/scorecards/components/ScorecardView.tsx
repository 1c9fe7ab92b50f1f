import Badge from 'react-bootstrap/Badge';
import { FormattedMessage, useIntl } from 'react-intl';
import type { KitAttribute, Scorecard } from '../api/types';
import { localized, ratingLabel, recommendationLabel } from './labels';

/** "Amended" on a scorecard submitted again since. */
export function AmendedBadge({ scorecard }: { scorecard: Scorecard }) {
  if (!scorecard.amendedAt) return null;
  return (
    <Badge bg="info" text="dark">
      <FormattedMessage id="scorecards.amended" />
    </Badge>
  );
}

/** Another interviewer's scorecard, read only: the ratings, take-aways and recommendation. */
export function ScorecardView({
  scorecard,
  kit,
}: {
  scorecard: Scorecard;
  kit: readonly KitAttribute[];
}) {
  const intl = useIntl();
  const headingId = `scorecard-${scorecard.id}`;
  const recommendation =
    scorecard.recommendation &&
    intl.formatMessage({ id: recommendationLabel[scorecard.recommendation] });
  return (
    <article className="border rounded p-2 p-sm-3 mb-2" aria-labelledby={headingId}>
      <h3 id={headingId} className="h6 mb-1">
        {scorecard.authorName}
      </h3>
      <p className="small mb-2 d-flex flex-wrap gap-2">
        {recommendation ? (
          <FormattedMessage id="scorecards.recommends" values={{ recommendation }} />
        ) : null}
        <AmendedBadge scorecard={scorecard} />
      </p>
      <dl className="row small mb-2">
        {kit.map((attribute) => {
          const rating = attribute.id ? scorecard.ratings[attribute.id] : undefined;
          return (
            <div key={attribute.id} className="col-12 col-sm-6 d-flex gap-2">
              <dt className="fw-normal text-body-secondary">
                {localized(attribute.names, intl.locale)}
              </dt>
              <dd className="mb-1">
                <FormattedMessage
                  id={
                    rating
                      ? (ratingLabel[rating] ?? 'scorecards.rating.none')
                      : 'scorecards.rating.none'
                  }
                />
              </dd>
            </div>
          );
        })}
      </dl>
      {scorecard.takeaways ? (
        <>
          <h4 className="h6 small fw-semibold mb-1">
            <FormattedMessage id="scorecards.takeaways" />
          </h4>
          <p className="small text-pre-wrap mb-2">{scorecard.takeaways}</p>
        </>
      ) : null}
      {scorecard.privateNotes ? (
        <>
          <h4 className="h6 small fw-semibold mb-1">
            <FormattedMessage id="scorecards.privateNotes" />
          </h4>
          <p className="small text-pre-wrap mb-0">{scorecard.privateNotes}</p>
        </>
      ) : null}
    </article>
  );
}
