import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { ClosablePanel } from '@/components/ui/ClosablePanel';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadingCard } from '@/components/ui/LoadingCard';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import type { DryRun, DryRunItem, Outcome, Rule, StageView } from '../api/types';
import { useRuleWords } from './use-rule-words';

/** How an outcome reads beside its action: a failure stands out, a skip recedes. */
const OUTCOME_CLASS: Partial<Record<Outcome['type'], string>> = {
  failed: 'text-danger-emphasis',
  skipped: 'text-body-secondary',
};

/** One application the trigger fired for, and what each action would have done to it. */
function DryRunEntry({
  item,
  rule,
  words,
}: {
  item: DryRunItem;
  rule: Rule;
  words: ReturnType<typeof useRuleWords>;
}) {
  const date = <FormattedDate value={item.triggeredAt} dateStyle="medium" timeStyle="short" />;
  return (
    <li className="list-group-item px-0">
      <div className="d-flex flex-wrap gap-2 align-items-baseline">
        <span className="fw-semibold">{item.applicantName}</span>
        <span className="small text-body-secondary">
          <FormattedMessage id="automations.dryRun.triggeredAt" values={{ date }} />
        </span>
      </div>
      <ol className="small mb-0 ps-3">
        {item.outcomes.map((outcome, index) => (
          <li key={index}>
            <span className="text-body-secondary">{words.actionText(rule.actions[index])}</span>
            {': '}
            <span className={OUTCOME_CLASS[outcome.type]}>{words.outcomeText(outcome)}</span>
          </li>
        ))}
      </ol>
    </li>
  );
}

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
  return (
    <ClosablePanel
      id="automations-dry-run-title"
      title={<FormattedMessage id="automations.dryRun.title" values={{ name: rule.name }} />}
      intro={<FormattedMessage id="automations.dryRun.intro" />}
      closeLabel={intl.formatMessage({ id: 'automations.dryRun.close' })}
      onClose={onClose}
      of={rule.id}
      busy={run.isPending}
    >
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
                <DryRunEntry
                  key={`${item.applicationId}-${item.triggeredAt}`}
                  item={item}
                  rule={rule}
                  words={words}
                />
              ))}
            </ul>
          )}
        </>
      ) : null}
    </ClosablePanel>
  );
}
