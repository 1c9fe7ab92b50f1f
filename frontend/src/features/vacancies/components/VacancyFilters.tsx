import { type SyntheticEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Search } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { messageOptions } from '@/components/ui/message-options';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { EMPLOYMENT_TYPES, WORKPLACES } from '@/lib/api/types';
import { employmentTypeLabel, workplaceLabel } from '@/lib/vacancy-labels';
import type { useListSearchParams } from './use-list-search-params';

type ListSearch = ReturnType<typeof useListSearchParams>;

/**
 * Words and location are sent with the form; the selects apply as soon as they change. The parent
 * keys this form by the address's words, so back and forward show what the address says.
 */
export function VacancyFilters({ filters, update }: Pick<ListSearch, 'filters' | 'update'>) {
  const intl = useIntl();
  const [q, setQ] = useState(filters.q ?? '');
  const [location, setLocation] = useState(filters.location ?? '');

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    update({ q: q.trim(), location: location.trim() });
  };
  const hasFilters = Object.values(filters).some(Boolean);

  const any = <option value="">{intl.formatMessage({ id: 'vacancy.filter.any' })}</option>;
  /** The filters chosen from fixed values, each applied as soon as it is chosen. */
  const choices = [
    {
      key: 'employmentType',
      id: 'vacancy-employment',
      label: 'vacancy.employmentType',
      options: messageOptions(intl, EMPLOYMENT_TYPES, employmentTypeLabel),
    },
    {
      key: 'workplace',
      id: 'vacancy-workplace',
      label: 'vacancy.workplace',
      options: messageOptions(intl, WORKPLACES, workplaceLabel),
    },
  ] as const;
  return (
    <Card className="mb-3">
      <Card.Body>
        <Form
          role="search"
          onSubmit={onSubmit}
          aria-label={intl.formatMessage({ id: 'vacancy.search.label' })}
        >
          <Row className="g-2 align-items-end">
            <Col xs={12} lg={4}>
              <TextField
                id="vacancy-q"
                className=""
                type="search"
                label={<FormattedMessage id="vacancy.search.keywords" />}
                value={q}
                placeholder={intl.formatMessage({ id: 'vacancy.search.placeholder' })}
                onChange={setQ}
              />
            </Col>
            <Col xs={12} sm={6} lg={3}>
              <TextField
                id="vacancy-location"
                className=""
                label={<FormattedMessage id="vacancy.location" />}
                value={location}
                onChange={setLocation}
              />
            </Col>
            {choices.map((choice) => (
              <Col key={choice.key} xs={6} sm={3} lg={2}>
                <SelectField
                  id={choice.id}
                  className=""
                  label={<FormattedMessage id={choice.label} />}
                  value={filters[choice.key] ?? ''}
                  onChange={(value) => update({ [choice.key]: value })}
                  leading={any}
                  options={choice.options}
                />
              </Col>
            ))}
            <Col xs={12} lg={1} className="d-grid">
              <Button
                type="submit"
                aria-label={intl.formatMessage({ id: 'vacancy.search.submit' })}
              >
                <Search size={16} aria-hidden="true" />
                <span className="d-lg-none ms-2">
                  <FormattedMessage id="vacancy.search.submit" />
                </span>
              </Button>
            </Col>
          </Row>
          {hasFilters ? (
            <Button
              variant="link"
              size="sm"
              className="px-0 mt-2"
              onClick={() =>
                update({
                  q: undefined,
                  location: undefined,
                  employmentType: undefined,
                  workplace: undefined,
                })
              }
            >
              <FormattedMessage id="vacancy.filter.clear" />
            </Button>
          ) : null}
        </Form>
      </Card.Body>
    </Card>
  );
}
