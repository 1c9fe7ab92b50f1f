import Badge from 'react-bootstrap/Badge';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { LogCard } from '@/components/ui/LogCard';
import { ScrollingTable } from '@/components/ui/ScrollingTable';
import { useRuleActivity } from '../api/rules';
import type { Rule, StageView } from '../api/types';
import { STATE_LABEL } from './labels';
import { useRuleWords } from './use-rule-words';

const STATE_LOOK: Record<string, { bg: string; text?: 'dark' }> = {
  pending: { bg: 'warning', text: 'dark' },
  done: { bg: 'success' },
  skipped: { bg: 'secondary' },
  cancelled: { bg: 'secondary' },
  failed: { bg: 'danger' },
};

function StateBadge({ state }: { state: string }) {
  const label = STATE_LABEL[state];
  const look = STATE_LOOK[state] ?? { bg: 'secondary' };
  return (
    <Badge bg={look.bg} text={look.text}>
      {label ? <FormattedMessage id={label} /> : state}
    </Badge>
  );
}

/** A rule's activity log, newest first, a page at a time. */
export function ActivityPanel({
  rule,
  stages,
  page,
  hrefForPage,
  onClose,
}: {
  rule: Rule;
  stages: readonly StageView[];
  page: number;
  hrefForPage: (page: number) => string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const words = useRuleWords(stages);
  const query = useRuleActivity(rule.id, page);
  const date = (value: string) => (
    <FormattedDate value={value} dateStyle="short" timeStyle="short" />
  );
  return (
    <LogCard
      id="automations-activity-title"
      title={<FormattedMessage id="automations.activity.title" values={{ name: rule.name }} />}
      intro={<FormattedMessage id="automations.activity.intro" />}
      closeLabel={intl.formatMessage({ id: 'automations.activity.close' })}
      onClose={onClose}
      of={rule.id}
      query={query}
      emptyTitle={intl.formatMessage({ id: 'automations.activity.none' })}
      hrefForPage={hrefForPage}
    >
      {(runs) => (
        <ScrollingTable
          label="automations.activity.table"
          className="align-top small"
          columns={[
            'automations.activity.applicant',
            'automations.activity.action',
            'automations.activity.state',
            'automations.activity.when',
            'automations.activity.outcome',
          ]}
        >
          {runs.map((run) => (
            <tr key={run.id}>
              <td>{run.applicantName ?? <FormattedMessage id="automations.activity.gone" />}</td>
              <td>
                {run.actionIndex + 1}. {words.actionText(rule.actions[run.actionIndex])}
              </td>
              <td>
                <StateBadge state={run.state} />
              </td>
              <td className="text-nowrap">
                {run.finishedAt ? (
                  date(run.finishedAt)
                ) : (
                  <FormattedMessage
                    id="automations.activity.due"
                    values={{ date: date(run.dueAt) }}
                  />
                )}
              </td>
              <td style={{ minWidth: '12rem' }}>
                {run.outcome ? words.outcomeText(run.outcome) : null}
              </td>
            </tr>
          ))}
        </ScrollingTable>
      )}
    </LogCard>
  );
}
