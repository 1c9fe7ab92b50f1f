import Col from 'react-bootstrap/Col';
import { FormattedMessage, useIntl } from 'react-intl';
import { FilterBar, type FilterSelect } from '@/components/ui/FilterBar';
import { statusLabel } from '@/components/ui/status-labels';
import { TextField } from '@/components/ui/TextField';
import { APPLICATION_STATUSES, CATEGORIES } from '@/lib/api/types';
import { categoryLabel } from '@/lib/vacancy-labels';
import { useAdminVacancies } from '../../api/get-admin-vacancies';
import { useApplicationSources } from '../../api/get-application-sources';
import { useVacancyStages } from '../../api/get-vacancy-stages';
import type { DeskFilter } from './desk-address';

interface DeskFiltersProps {
  filter: DeskFilter;
  /** Changes some address values ("" or undefined removes them) and goes back to page 1. */
  onChange: (changes: Record<string, string | undefined>) => void;
}

/** The vacancies a recruiter filters by: the most recent hundred is plenty for a select. */
const VACANCY_CHOICES = { perPage: 100 } as const;

/**
 * The all-applications filters: words (applied on submit), the selects and the dates (applied at
 * once), every one labelled. The stage select shows once a vacancy is chosen.
 */
export function DeskFilters({ filter, onChange }: DeskFiltersProps) {
  const intl = useIntl();
  const vacancies = useAdminVacancies(VACANCY_CHOICES);
  const sources = useApplicationSources();
  const stages = useVacancyStages(filter.vacancyId);

  const choices: FilterSelect[] = [
    {
      name: 'vacancyId',
      col: { xs: 6, md: 4, lg: 4 },
      label: intl.formatMessage({ id: 'desk.filter.vacancy' }),
      value: filter.vacancyId ? String(filter.vacancyId) : '',
      options: (vacancies.data?.data ?? []).map((vacancy) => ({
        value: String(vacancy.id),
        label: vacancy.title,
      })),
    },
    // Once a vacancy is chosen, the stages of its hiring process.
    ...(filter.vacancyId
      ? [
          {
            name: 'stageId',
            label: intl.formatMessage({ id: 'desk.filter.stage' }),
            value: filter.stageId ? String(filter.stageId) : '',
            options: (stages.data ?? []).map((stage) => ({
              value: String(stage.id),
              label: stage.name,
            })),
          },
        ]
      : []),
    {
      name: 'category',
      label: intl.formatMessage({ id: 'recruiting.column.category' }),
      value: filter.category ?? '',
      options: CATEGORIES.map((value) => ({
        value,
        label: intl.formatMessage({ id: categoryLabel[value] }),
      })),
    },
    {
      name: 'status',
      label: intl.formatMessage({ id: 'recruiting.column.status' }),
      value: filter.status ?? '',
      options: APPLICATION_STATUSES.map((value) => ({
        value,
        label: intl.formatMessage({ id: statusLabel[value] }),
      })),
    },
    {
      name: 'knockedOut',
      label: intl.formatMessage({ id: 'desk.filter.knockedOut' }),
      value: filter.knockedOut === undefined ? '' : String(filter.knockedOut),
      options: [
        { value: 'true', label: intl.formatMessage({ id: 'desk.filter.knockedOut.yes' }) },
        { value: 'false', label: intl.formatMessage({ id: 'desk.filter.knockedOut.no' }) },
      ],
    },
    {
      name: 'source',
      label: intl.formatMessage({ id: 'desk.filter.source' }),
      value: filter.source ?? '',
      options: (sources.data ?? []).map((source) => ({ value: source, label: source })),
    },
  ];

  return (
    <FilterBar
      id="desk"
      searchLabel={intl.formatMessage({ id: 'pipeline.search' })}
      query={filter.q ?? ''}
      onSearch={(q) => onChange({ q })}
      searchCol={{ xs: 12, lg: 4 }}
      selects={choices.map((choice) => ({ col: { xs: 6, md: 4, lg: 2 }, ...choice }))}
      onSelect={(name, value) =>
        // Another vacancy has other stages: its stage filter starts afresh.
        onChange(
          name === 'vacancyId' ? { vacancyId: value, stageId: undefined } : { [name]: value },
        )
      }
      fields={(['from', 'to'] as const).map((edge) => (
        <Col key={edge} xs={6} md={4} lg={2}>
          <TextField
            id={`desk-${edge}`}
            className=""
            type="date"
            label={
              <FormattedMessage id={edge === 'from' ? 'desk.filter.from' : 'desk.filter.to'} />
            }
            value={filter[edge] ?? ''}
            max={edge === 'from' ? filter.to : undefined}
            min={edge === 'to' ? filter.from : undefined}
            onChange={(value) => onChange({ [edge]: value })}
          />
        </Col>
      ))}
    />
  );
}
