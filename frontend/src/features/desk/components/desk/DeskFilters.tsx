import { type SyntheticEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Row from 'react-bootstrap/Row';
import { FormattedMessage, useIntl } from 'react-intl';
import { statusLabel } from '@/components/ui/status-labels';
import { APPLICATION_STATUSES, CATEGORIES } from '@/lib/api/types';
import { categoryLabel } from '@/lib/vacancy-labels';
import { useAdminVacancies } from '../../api/get-admin-vacancies';
import { useApplicationSources } from '../../api/get-application-sources';
import type { DeskFilter } from './desk-address';

interface DeskFiltersProps {
  filter: DeskFilter;
  /** Changes some address values ("" or undefined removes them) and goes back to page 1. */
  onChange: (changes: Record<string, string | undefined>) => void;
}

interface Choice {
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
}

/** The vacancies a recruiter filters by: the most recent hundred is plenty for a select. */
const VACANCY_CHOICES = { perPage: 100 } as const;

/**
 * The all-applications filters: words (applied on submit), the selects and the dates (applied at
 * once), every one labelled.
 */
export function DeskFilters({ filter, onChange }: DeskFiltersProps) {
  const intl = useIntl();
  const vacancies = useAdminVacancies(VACANCY_CHOICES);
  const sources = useApplicationSources();
  const [words, setWords] = useState(filter.q ?? '');
  const [shownQuery, setShownQuery] = useState(filter.q ?? '');
  if (shownQuery !== (filter.q ?? '')) {
    setShownQuery(filter.q ?? '');
    setWords(filter.q ?? '');
  }
  const any = intl.formatMessage({ id: 'vacancy.filter.any' });

  const choices: Choice[] = [
    {
      name: 'vacancyId',
      label: intl.formatMessage({ id: 'desk.filter.vacancy' }),
      value: filter.vacancyId ? String(filter.vacancyId) : '',
      options: (vacancies.data?.data ?? []).map((vacancy) => ({
        value: String(vacancy.id),
        label: vacancy.title,
      })),
    },
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

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    onChange({ q: words.trim() });
  };

  return (
    <Card className="mb-3">
      <Card.Body>
        <Form role="search" onSubmit={submit}>
          <Row className="g-2 align-items-end">
            <Col xs={12} lg={4}>
              <Form.Label htmlFor="desk-q">
                <FormattedMessage id="pipeline.search" />
              </Form.Label>
              <InputGroup>
                <Form.Control
                  id="desk-q"
                  type="search"
                  value={words}
                  onChange={(event) => setWords(event.target.value)}
                />
                <Button type="submit">
                  <FormattedMessage id="vacancy.search.submit" />
                </Button>
              </InputGroup>
            </Col>
            {choices.map((choice) => (
              <Col key={choice.name} xs={6} md={4} lg={choice.name === 'vacancyId' ? 4 : 2}>
                <Form.Label htmlFor={`desk-${choice.name}`}>{choice.label}</Form.Label>
                <Form.Select
                  id={`desk-${choice.name}`}
                  value={choice.value}
                  onChange={(event) => onChange({ [choice.name]: event.target.value })}
                >
                  <option value="">{any}</option>
                  {choice.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </Form.Select>
              </Col>
            ))}
            {(['from', 'to'] as const).map((edge) => (
              <Col key={edge} xs={6} md={4} lg={2}>
                <Form.Label htmlFor={`desk-${edge}`}>
                  <FormattedMessage id={edge === 'from' ? 'desk.filter.from' : 'desk.filter.to'} />
                </Form.Label>
                <Form.Control
                  id={`desk-${edge}`}
                  type="date"
                  value={filter[edge] ?? ''}
                  max={edge === 'from' ? filter.to : undefined}
                  min={edge === 'to' ? filter.from : undefined}
                  onChange={(event) => onChange({ [edge]: event.target.value })}
                />
              </Col>
            ))}
          </Row>
        </Form>
      </Card.Body>
    </Card>
  );
}
