import { useEffect, useRef } from 'react';
import Card from 'react-bootstrap/Card';
import { X } from 'react-feather';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { EmptyState } from '@/components/ui/EmptyState';
import { IconButton } from '@/components/ui/IconButton';
import { LoadingCard } from '@/components/ui/LoadingCard';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { HeadedCard } from '@/components/ui/TitledCard';
import type { DryRun, Rule, StageView } from '../api/types';
import { useRuleWords } from './use-rule-words';

/**
 * A rule's dry run: the vacancy's past applications its trigger fired for, and per action what
 * it would have done to each. Nothing was stored or sent.
 */
export function DryRunPanel({
  rule,
  stages,
  run,
  onRetry,
  onClose,
}: {
  rule: Rule;
  stages: readonly StageView[];
  run: { isPending: boolean; error: unknown; data: DryRun | undefined };
  onRetry: () => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const words = useRuleWords(stages);
  const heading = useRef<HTMLSpanElement>(null);
  // The result takes the keyboard when it opens for a rule.
  useEffect(() => heading.current?.focus(), [rule.id]);
  return (
    <HeadedCard
      id="automations-dry-run-title"
      className="mb-3"
      title={
        <span ref={heading} tabIndex={-1} className="text-break">
          <FormattedMessage id="automations.dryRun.title" values={{ name: rule.name }} />
        </span>
      }
    >
      <Card.Body aria-busy={run.isPending}>
        <div className="d-flex align-items-start gap-2 mb-3">
          <p className="small text-body-secondary mb-0 flex-grow-1">
            <FormattedMessage id="automations.dryRun.intro" />
          </p>
          <IconButton
            label={intl.formatMessage({ id: 'automations.dryRun.close' })}
            onClick={onClose}
          >
            <X size={14} aria-hidden />
          </IconButton>
        </div>
        {run.isPending ? <LoadingCard lines={4} /> : null}
        {run.error ? <QueryErrorState error={run.error} onRetry={onRetry} /> : null}
        {run.data && !run.isPending ? (
          <>
            <p className="fw-semibold" role="status">
              <FormattedMessage
                id="automations.dryRun.summary"
                values={{ triggered: run.data.triggered, touched: run.data.touched }}
              />
            </p>
            {run.data.items.length === 0 ? (
              <EmptyState title={intl.formatMessage({ id: 'automations.dryRun.none' })} />
            ) : (
              <ul className="list-group list-group-flush">
                {run.data.items.map((item) => (
                  <li
                    key={`${item.applicationId}-${item.triggeredAt}`}
                    className="list-group-item px-0"
                  >
                    <div className="d-flex flex-wrap gap-2 align-items-baseline">
                      <span className="fw-semibold">{item.applicantName}</span>
                      <span className="small text-body-secondary">
                        <FormattedMessage
                          id="automations.dryRun.triggeredAt"
                          values={{
                            date: (
                              <FormattedDate
                                value={item.triggeredAt}
                                dateStyle="medium"
                                timeStyle="short"
                              />
                            ),
                          }}
                        />
                      </span>
                    </div>
                    <ol className="small mb-0 ps-3">
                      {item.outcomes.map((outcome, index) => (
                        <li key={index}>
                          <span className="text-body-secondary">
                            {words.actionText(rule.actions[index])}
                          </span>
                          {': '}
                          <span
                            className={
                              outcome.type === 'failed'
                                ? 'text-danger-emphasis'
                                : outcome.type === 'skipped'
                                  ? 'text-body-secondary'
                                  : undefined
                            }
                          >
                            {words.outcomeText(outcome)}
                          </span>
                        </li>
                      ))}
                    </ol>
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : null}
      </Card.Body>
    </HeadedCard>
  );
}
