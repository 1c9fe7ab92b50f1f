import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { FormattedMessage, useIntl } from 'react-intl';
import { CATEGORIES } from '@/lib/api/types';
import { categoryLabel } from '@/lib/vacancy-labels';
import type { DashboardFilters } from '../api/get-dashboard';
import { PRESETS, activePreset, isDay, localDay, presetRange } from '../lib/date-range';

interface DashboardFiltersFormProps {
  filters: DashboardFilters;
  /** The range the figures on screen cover (the server's default until a range is chosen). */
  shown: { from: string; to: string } | undefined;
  onChange: (filters: DashboardFilters) => void;
}

/** The range of days (two dates or a quick preset) and the category the dashboard counts. */
export function DashboardFiltersForm({ filters, shown, onChange }: DashboardFiltersFormProps) {
  const intl = useIntl();
  const today = localDay(new Date());
  const current = activePreset(filters, today);
  const from = filters.from ?? shown?.from ?? '';
  const to = filters.to ?? shown?.to ?? '';
  // A cleared date field leaves that end to the server's default.
  const day = (value: string) => (isDay(value) ? value : undefined);
  return (
    <Form
      aria-label={intl.formatMessage({ id: 'analytics.filters' })}
      className="mb-3"
      onSubmit={(event) => event.preventDefault()}
    >
      <Row className="g-2 align-items-end">
        <Col xs={6} md={3} lg={2}>
          <Form.Group controlId="dashboard-from">
            <Form.Label className="small mb-1">
              <FormattedMessage id="analytics.from" />
            </Form.Label>
            <Form.Control
              type="date"
              size="sm"
              value={from}
              max={to || undefined}
              onChange={(event) => onChange({ ...filters, from: day(event.target.value), to })}
            />
          </Form.Group>
        </Col>
        <Col xs={6} md={3} lg={2}>
          <Form.Group controlId="dashboard-to">
            <Form.Label className="small mb-1">
              <FormattedMessage id="analytics.to" />
            </Form.Label>
            <Form.Control
              type="date"
              size="sm"
              value={to}
              min={from || undefined}
              onChange={(event) => onChange({ ...filters, from, to: day(event.target.value) })}
            />
          </Form.Group>
        </Col>
        <Col xs={12} md={6} lg={3}>
          <Form.Group controlId="dashboard-category">
            <Form.Label className="small mb-1">
              <FormattedMessage id="analytics.category" />
            </Form.Label>
            <Form.Select
              size="sm"
              value={filters.category ?? ''}
              onChange={(event) =>
                onChange({
                  ...filters,
                  category: CATEGORIES.find((category) => category === event.target.value),
                })
              }
            >
              <option value="">{intl.formatMessage({ id: 'analytics.allCategories' })}</option>
              {CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {intl.formatMessage({ id: categoryLabel[category] })}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col xs={12} lg={5}>
          <div
            role="group"
            aria-label={intl.formatMessage({ id: 'analytics.quickRanges' })}
            className="d-flex flex-wrap gap-2"
          >
            {PRESETS.map((preset) => (
              <Button
                key={preset}
                size="sm"
                variant={current === preset ? 'primary' : 'outline-primary'}
                aria-pressed={current === preset}
                onClick={() => onChange({ ...filters, ...presetRange(preset, today) })}
              >
                <FormattedMessage id={`analytics.preset.${preset}`} />
              </Button>
            ))}
          </div>
        </Col>
      </Row>
    </Form>
  );
}
