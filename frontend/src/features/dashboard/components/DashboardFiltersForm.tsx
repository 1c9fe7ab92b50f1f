import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { FormattedMessage, useIntl } from 'react-intl';
import { messageOptions } from '@/components/ui/message-options';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
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
/** One end of the period shown (a day; the other end bounds it). */
function DateFilter({
  end,
  value,
  min,
  max,
  onChange,
}: {
  end: 'from' | 'to';
  value: string;
  min?: string | undefined;
  max?: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <Col xs={6} md={3} lg={2}>
      <TextField
        id={`dashboard-${end}`}
        className=""
        compact
        type="date"
        label={<FormattedMessage id={`analytics.${end}`} />}
        value={value}
        min={min}
        max={max}
        onChange={onChange}
      />
    </Col>
  );
}

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
        <DateFilter
          end="from"
          value={from}
          max={to || undefined}
          onChange={(value) => onChange({ ...filters, from: day(value), to })}
        />
        <DateFilter
          end="to"
          value={to}
          min={from || undefined}
          onChange={(value) => onChange({ ...filters, from, to: day(value) })}
        />
        <Col xs={12} md={6} lg={3}>
          <SelectField
            id="dashboard-category"
            className=""
            compact
            label={<FormattedMessage id="analytics.category" />}
            value={filters.category ?? ''}
            onChange={(value) =>
              onChange({ ...filters, category: CATEGORIES.find((category) => category === value) })
            }
            leading={
              <option value="">{intl.formatMessage({ id: 'analytics.allCategories' })}</option>
            }
            options={messageOptions(intl, CATEGORIES, categoryLabel)}
          />
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
