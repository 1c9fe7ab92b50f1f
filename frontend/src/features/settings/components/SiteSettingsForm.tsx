import { type ReactNode, type SyntheticEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { FormattedMessage, useIntl } from 'react-intl';
import { CheckField } from '@/components/ui/CheckField';
import { FormAlert, SuccessAlert } from '@/components/ui/FormAlert';
import { Markdown } from '@/components/ui/Markdown';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import type { Schemas } from '@/lib/api/types';
import { LOCALES } from '@/lib/i18n/catalogs';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useFieldErrors } from '@/lib/i18n/use-field-errors';
import { useUpdateSettings } from '../api/update-settings';

const COLOR = /^#[0-9a-f]{6}$/i;
/** The lock screen's idle timeout: whole minutes, 0 (never) to a day. */
const MAX_IDLE_MINUTES = 1440;

/** How long closed applications are kept: 30 to 3,650 days, or 0 for ever (the server's rule). */
const RETENTION_DAYS = { min: 30, max: 3650 } as const;
/** Hours after an interview that an unsubmitted scorecard is reminded of (the server's limits). */
const REMINDER_HOURS = { min: 1, max: 720 } as const;

/** A few digits need no more room. */
const NARROW = { maxWidth: '10rem' };

function retentionDaysOf(text: string): number | null {
  const days = Number(text);
  if (text.trim() === '' || !Number.isInteger(days)) return null;
  return days === 0 || (days >= RETENTION_DAYS.min && days <= RETENTION_DAYS.max) ? days : null;
}

function reminderHoursOf(text: string): number | null {
  const hours = Number(text);
  return text.trim() !== '' &&
    Number.isInteger(hours) &&
    hours >= REMINDER_HOURS.min &&
    hours <= REMINDER_HOURS.max
    ? hours
    : null;
}

/** A whole number of minutes, hours or days, in a narrow field with its hint. */
function WholeNumberField({
  id,
  label,
  hint,
  max,
  value,
  error,
  onChange,
}: {
  id: string;
  label: 'settings.idleTimeout' | 'settings.retentionDays' | 'settings.scorecardReminderHours';
  hint:
    | 'settings.idleTimeoutHint'
    | 'settings.retentionDaysHint'
    | 'settings.scorecardReminderHoursHint';
  max: number;
  value: string;
  error: string | null;
  onChange: (text: string) => void;
}) {
  return (
    <TextField
      id={id}
      type="number"
      inputMode="numeric"
      min={0}
      max={max}
      step={1}
      controlStyle={NARROW}
      label={<FormattedMessage id={label} />}
      value={value}
      error={error}
      hint={<FormattedMessage id={hint} />}
      keepHint
      onChange={onChange}
    />
  );
}

function idleTimeoutOf(text: string): number | null {
  const minutes = Number(text);
  return text.trim() !== '' &&
    Number.isInteger(minutes) &&
    minutes >= 0 &&
    minutes <= MAX_IDLE_MINUTES
    ? minutes
    : null;
}

/** The time zone field (the calendar feature's), which the app passes in. */
export type TimeZoneFieldSlot = (props: {
  value: string;
  onChange: (zone: string) => void;
  error: string | null;
}) => ReactNode;

/** The careers site's settings and the sign-in rules: one form, saved at once. */
/** A group of the settings under its legend. */
function Section({
  legend,
  children,
}: {
  legend: 'settings.security' | 'settings.retention';
  children: ReactNode;
}) {
  return (
    <fieldset className="mb-3">
      <legend className="h6">
        <FormattedMessage id={legend} />
      </legend>
      {children}
    </fieldset>
  );
}

/** A security switch: its label `settings.<name>` and its hint `settings.<name>Hint`. */
function SettingSwitch({
  name,
  checked,
  onChange,
}: {
  name: 'mfaRequired' | 'teamAccessOnly';
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const intl = useIntl();
  return (
    <CheckField
      id={`settings-${name}`}
      type="switch"
      className=""
      label={intl.formatMessage({ id: `settings.${name}` })}
      checked={checked}
      onChange={onChange}
      hint={<FormattedMessage id={`settings.${name}Hint`} />}
    />
  );
}

export function SiteSettingsForm({
  settings,
  timeZoneField,
}: {
  settings: Schemas['AdminSettings'];
  timeZoneField: TimeZoneFieldSlot;
}) {
  const intl = useIntl();
  const { errorText } = useApiErrorText();
  const update = useUpdateSettings();
  const [title, setTitle] = useState(settings.erecruitmenttitle);
  const [color, setColor] = useState(settings.primaryColor);
  const [locale, setLocale] = useState(settings.defaultLocale);
  const [notice, setNotice] = useState(settings.privacyNotice ?? '');
  const [timeZone, setTimeZone] = useState(settings.timeZone);
  const [idleTimeout, setIdleTimeout] = useState(String(settings.idleTimeoutMinutes));
  const [mfaRequired, setMfaRequired] = useState(settings.mfaRequiredForAdmins);
  const [teamAccessOnly, setTeamAccessOnly] = useState(settings.teamAccessOnly);
  // For ever (null) reads as 0, as the server takes it.
  const [retention, setRetention] = useState(String(settings.retentionDays ?? 0));
  const [reminderHours, setReminderHours] = useState(String(settings.scorecardReminderHours));
  const { errorFor, validate } = useFieldErrors<
    | 'recruitmentTitle'
    | 'primaryColor'
    | 'privacyNotice'
    | 'timeZone'
    | 'idleTimeoutMinutes'
    | 'retentionDays'
    | 'scorecardReminderHours'
  >(update.error);
  const idleError = errorFor('idleTimeoutMinutes');
  const retentionError = errorFor('retentionDays');
  const reminderError = errorFor('scorecardReminderHours');

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const idleTimeoutMinutes = idleTimeoutOf(idleTimeout);
    const retentionDays = retentionDaysOf(retention);
    const scorecardReminderHours = reminderHoursOf(reminderHours);
    const valid = validate({
      recruitmentTitle: title.trim() ? null : 'settings.titleRequired',
      idleTimeoutMinutes: idleTimeoutMinutes === null ? 'error.idle_timeout_invalid' : null,
      retentionDays: retentionDays === null ? 'error.retention_days_invalid' : null,
      scorecardReminderHours:
        scorecardReminderHours === null ? 'error.scorecard_reminder_hours_invalid' : null,
    });
    if (
      !valid ||
      idleTimeoutMinutes === null ||
      retentionDays === null ||
      scorecardReminderHours === null
    ) {
      return;
    }
    update.mutate({
      recruitmentTitle: title.trim(),
      primaryColor: COLOR.test(color) ? color : null,
      defaultLocale: locale as Schemas['SettingsInput']['defaultLocale'],
      privacyNotice: notice,
      timeZone,
      idleTimeoutMinutes,
      mfaRequiredForAdmins: mfaRequired,
      teamAccessOnly,
      retentionDays,
      scorecardReminderHours,
    });
  };

  return (
    <Card>
      <Card.Body>
        <Form noValidate onSubmit={onSubmit}>
          <TextField
            id="settings-title"
            label={intl.formatMessage({ id: 'settings.title' })}
            value={title}
            error={errorFor('recruitmentTitle')}
            onChange={setTitle}
          />
          <Row className="g-3 mb-3">
            <Col sm={6}>
              <TextField
                id="settings-color"
                type="color"
                className=""
                label={<FormattedMessage id="settings.color" />}
                value={COLOR.test(color) ? color : '#0d6efd'}
                error={errorFor('primaryColor')}
                onChange={setColor}
              />
            </Col>
            <Col sm={6}>
              <SelectField
                id="settings-locale"
                className=""
                label={<FormattedMessage id="settings.locale" />}
                value={locale}
                onChange={setLocale}
                options={LOCALES.map((code) => ({
                  value: code,
                  label: intl.formatMessage({ id: `language.${code}` }),
                  lang: code,
                }))}
              />
            </Col>
          </Row>
          {timeZoneField({
            value: timeZone,
            onChange: setTimeZone,
            error: errorFor('timeZone'),
          })}
          <TextField
            id="settings-notice"
            rows={8}
            label={<FormattedMessage id="settings.privacyNotice" />}
            value={notice}
            error={errorFor('privacyNotice')}
            hint={<FormattedMessage id="recruiting.markdownHint" />}
            keepHint
            onChange={setNotice}
          />
          {notice.trim() ? (
            <div
              className="border rounded p-3 mb-3 privacy-notice"
              aria-label={intl.formatMessage({ id: 'recruiting.preview' })}
              role="region"
            >
              <Markdown source={notice} baseLevel={3} />
            </div>
          ) : null}
          <Section legend="settings.security">
            <WholeNumberField
              id="settings-idle-timeout"
              label="settings.idleTimeout"
              hint="settings.idleTimeoutHint"
              max={MAX_IDLE_MINUTES}
              value={idleTimeout}
              error={idleError}
              onChange={setIdleTimeout}
            />
            <SettingSwitch name="mfaRequired" checked={mfaRequired} onChange={setMfaRequired} />
            <SettingSwitch
              name="teamAccessOnly"
              checked={teamAccessOnly}
              onChange={setTeamAccessOnly}
            />
            <WholeNumberField
              id="settings-scorecard-reminder"
              label="settings.scorecardReminderHours"
              hint="settings.scorecardReminderHoursHint"
              max={REMINDER_HOURS.max}
              value={reminderHours}
              error={reminderError}
              onChange={setReminderHours}
            />
          </Section>
          <Section legend="settings.retention">
            <WholeNumberField
              id="settings-retention-days"
              label="settings.retentionDays"
              hint="settings.retentionDaysHint"
              max={RETENTION_DAYS.max}
              value={retention}
              error={retentionError}
              onChange={setRetention}
            />
          </Section>
          <FormAlert
            message={
              update.error &&
              !errorFor('recruitmentTitle') &&
              !errorFor('timeZone') &&
              !idleError &&
              !retentionError &&
              !reminderError
                ? errorText(update.error)
                : null
            }
          />
          <SuccessAlert show={update.isSuccess} text="settings.saved" />
          <Button type="submit" disabled={update.isPending}>
            <FormattedMessage id="settings.save" />
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
