import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { FormattedMessage, useIntl } from 'react-intl';
import { CheckField } from '@/components/ui/CheckField';
import { FieldError } from '@/components/ui/FieldError';
import type { MessageId } from '@/lib/i18n/catalogs';
import {
  EVENT_GROUPS,
  SCOPE_ACCESS,
  SCOPE_AREAS,
  type ScopeArea,
  scopeOf,
  toggled,
} from '../api/types';

/**
 * A set of checkboxes under its legend, with the problem the server found with the set, which
 * the group names as its description.
 */
function ChoiceSet({
  id,
  legend,
  error,
  children,
}: {
  id: string;
  legend: MessageId;
  error: string | null;
  children: ReactNode;
}) {
  return (
    <fieldset className="mb-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="form-label fs-6 mb-1">
        <FormattedMessage id={legend} />
      </legend>
      {children}
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

const AREA_LABEL: Record<ScopeArea, MessageId> = {
  vacancies: 'integrations.area.vacancies',
  applications: 'integrations.area.applications',
  candidates: 'integrations.area.candidates',
  calendar: 'integrations.area.calendar',
  offers: 'integrations.area.offers',
};

/** A key's scopes: a row per area, a Read and a Write checkbox in each. */
export function ScopeGrid({
  id,
  scopes,
  error,
  onChange,
}: {
  id: string;
  scopes: readonly string[];
  error: string | null;
  onChange: (scopes: string[]) => void;
}) {
  const intl = useIntl();
  const accessLabel = { read: 'integrations.keys.read', write: 'integrations.keys.write' } as const;
  return (
    <ChoiceSet id={id} legend="integrations.keys.scopes" error={error}>
      <Table size="sm" className="align-middle mb-0 w-auto">
        <thead>
          <tr>
            <th scope="col" className="pe-4">
              <FormattedMessage id="integrations.keys.area" />
            </th>
            {SCOPE_ACCESS.map((access) => (
              <th key={access} scope="col" className="text-center px-3">
                <FormattedMessage id={accessLabel[access]} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {SCOPE_AREAS.map((area) => (
            <tr key={area}>
              <th scope="row" className="fw-normal pe-4">
                <FormattedMessage id={AREA_LABEL[area]} />
              </th>
              {SCOPE_ACCESS.map((access) => {
                const scope = scopeOf(area, access);
                return (
                  <td key={access} className="text-center px-3">
                    <Form.Check
                      id={`${id}-${area}-${access}`}
                      className="d-inline-block mb-0"
                      checked={scopes.includes(scope)}
                      aria-label={intl.formatMessage(
                        { id: 'integrations.keys.scope' },
                        {
                          area: intl.formatMessage({ id: AREA_LABEL[area] }),
                          access: intl.formatMessage({ id: accessLabel[access] }),
                        },
                      )}
                      onChange={(event) => onChange(toggled(scopes, scope, event.target.checked))}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
    </ChoiceSet>
  );
}

/** An endpoint's events, as checkboxes grouped by what they are about. */
export function EventChoices({
  id,
  events,
  error,
  onChange,
}: {
  id: string;
  events: readonly string[];
  error: string | null;
  onChange: (events: string[]) => void;
}) {
  const intl = useIntl();
  return (
    <ChoiceSet id={id} legend="integrations.webhooks.events" error={error}>
      <div className="row row-cols-1 row-cols-sm-2 g-2">
        {EVENT_GROUPS.map((group) => (
          <fieldset key={group.area} className="col">
            <legend className="small fw-semibold mb-1">
              <FormattedMessage id={AREA_LABEL[group.area]} />
            </legend>
            {group.events.map((event) => (
              <CheckField
                key={event}
                id={`${id}-${event}`}
                type="checkbox"
                className="mb-1"
                label={intl.formatMessage({ id: `integrations.event.${event}` })}
                checked={events.includes(event)}
                onChange={(on) => onChange(toggled(events, event, on))}
              />
            ))}
          </fieldset>
        ))}
      </div>
    </ChoiceSet>
  );
}
