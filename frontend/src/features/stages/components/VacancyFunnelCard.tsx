import Badge from 'react-bootstrap/Badge';
import { FormattedMessage, useIntl } from 'react-intl';
import { QueryCard } from '@/components/ui/QueryCard';
import { ScrollingTable } from '@/components/ui/ScrollingTable';
import { statusLabel, statusVariant } from '@/components/ui/status-labels';
import { figureColumns } from '@/components/ui/table-columns';
import type { VacancyFunnel } from '../api/types';
import { useVacancyFunnel } from '../api/vacancy-stages';
import { StagesMessages } from './StagesMessages';

function FunnelTables({ funnel }: { funnel: VacancyFunnel }) {
  const intl = useIntl();
  const days = (value: number | null | undefined) =>
    value === null || value === undefined
      ? intl.formatMessage({ id: 'stages.funnel.noMedian' })
      : intl.formatMessage(
          { id: 'stages.funnel.days' },
          { days: intl.formatNumber(value, { maximumFractionDigits: 1 }), count: value },
        );
  return (
    <>
      <ScrollingTable
        label="stages.funnel.stagesCaption"
        captioned
        columns={[
          'stages.funnel.stage',
          'stages.funnel.kind',
          ...figureColumns(
            'stages.funnel.reached',
            'stages.funnel.current',
            'stages.funnel.median',
          ),
        ]}
      >
        {funnel.stages.map((row) => (
          <tr key={row.stage.id}>
            <th scope="row" className="fw-normal text-break">
              {row.stage.name}
            </th>
            <td>
              <Badge
                bg={`${statusVariant[row.kind]}-subtle`}
                text={`${statusVariant[row.kind]}-emphasis`}
              >
                <FormattedMessage id={statusLabel[row.kind]} />
              </Badge>
            </td>
            <td className="text-end">{intl.formatNumber(row.reached)}</td>
            <td className="text-end">{intl.formatNumber(row.current)}</td>
            <td className="text-end text-nowrap">{days(row.medianDays)}</td>
          </tr>
        ))}
      </ScrollingTable>
      {funnel.rejections.length === 0 ? (
        <p className="text-body-secondary small mb-0">
          <FormattedMessage id="stages.funnel.noRejections" />
        </p>
      ) : (
        <ScrollingTable
          label="stages.funnel.rejectionsCaption"
          captioned
          className="align-middle mb-0"
          columns={[
            'stages.funnel.stage',
            'stages.funnel.reason',
            ...figureColumns('stages.funnel.count'),
          ]}
        >
          {funnel.rejections.map((row) => (
            <tr key={`${row.stage?.id ?? 'none'}-${row.reason?.id ?? 'none'}`}>
              <td className="text-break">
                {row.stage?.name ?? intl.formatMessage({ id: 'stages.funnel.unknownStage' })}
              </td>
              <td className="text-break">
                {row.reason?.name ?? intl.formatMessage({ id: 'stages.funnel.noReason' })}
              </td>
              <td className="text-end">{intl.formatNumber(row.count)}</td>
            </tr>
          ))}
        </ScrollingTable>
      )}
    </>
  );
}

function FunnelCard({ vacancyId }: { vacancyId: number }) {
  const query = useVacancyFunnel(vacancyId);
  return (
    <QueryCard
      id="vacancy-funnel-title"
      title={<FormattedMessage id="stages.funnel.title" />}
      loadingLines={4}
      query={query}
    >
      {(data) => <FunnelTables funnel={data} />}
    </QueryCard>
  );
}

/** A vacancy's funnel: per stage, who reached it, who is there and how long they stay. */
export function VacancyFunnelCard({ vacancyId }: { vacancyId: number }) {
  return (
    <StagesMessages>
      <FunnelCard vacancyId={vacancyId} />
    </StagesMessages>
  );
}
