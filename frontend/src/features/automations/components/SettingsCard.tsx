import { type SyntheticEvent, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { CheckField } from '@/components/ui/CheckField';
import { FormAlert } from '@/components/ui/FormAlert';
import { PendingButton } from '@/components/ui/PendingButton';
import { QueryCard } from '@/components/ui/QueryCard';
import { TextField } from '@/components/ui/TextField';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useAutomationSettings, useSaveAutomationSettings } from '../api/automation-settings';
import type { AutomationSettings } from '../api/types';
import { useFormProblems } from './use-form-problems';

type Announce = (message: string) => void;

/** One of the settings' switches, its label and note named after it. */
function SettingSwitch({
  name,
  checked,
  onChange,
}: {
  name: 'limited' | 'closing' | 'figure';
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const intl = useIntl();
  return (
    <CheckField
      id={`automations-settings-${name}`}
      type="switch"
      label={intl.formatMessage({ id: `automations.settings.${name}` })}
      hint={<FormattedMessage id={`automations.settings.${name}Hint`} />}
      checked={checked}
      onChange={onChange}
    />
  );
}

function SettingsForm({
  settings,
  announce,
}: {
  settings: AutomationSettings;
  announce: Announce;
}) {
  const intl = useIntl();
  const save = useSaveAutomationSettings();
  const { errorFor, alert } = useFormProblems(save.error, (field) => field === 'waitingLimitDays');
  const [limited, setLimited] = useState(settings.waitingLimitDays != null);
  const [days, setDays] = useState(String(settings.waitingLimitDays ?? 14));
  const [closing, setClosing] = useState(settings.closingMessages);
  const [figure, setFigure] = useState(settings.showResponseFigure);
  // A limit that is no whole number of days is the server's problem too, said before it is sent.
  const [checked, setChecked] = useState<string | null>(null);
  const { codeText } = useApiErrorText();

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const limit = Number(days.trim());
    if (limited && (days.trim() === '' || !Number.isInteger(limit))) {
      setChecked(codeText('waiting_limit_invalid'));
      return;
    }
    setChecked(null);
    save.mutate(
      {
        waitingLimitDays: limited ? limit : null,
        closingMessages: closing,
        showResponseFigure: figure,
      },
      {
        onSuccess: () => announce(intl.formatMessage({ id: 'automations.settings.saved' })),
      },
    );
  };

  return (
    <Form noValidate onSubmit={onSubmit}>
      <FormAlert message={alert} />
      <SettingSwitch name="limited" checked={limited} onChange={setLimited} />
      {limited ? (
        <TextField
          id="automations-settings-days"
          type="number"
          min={2}
          max={60}
          inputMode="numeric"
          required
          label={<FormattedMessage id="automations.settings.days" />}
          hint={<FormattedMessage id="automations.settings.daysHint" />}
          controlStyle={{ maxWidth: '8rem' }}
          value={days}
          error={checked ?? errorFor('waitingLimitDays')}
          onChange={setDays}
        />
      ) : null}
      <SettingSwitch name="closing" checked={closing} onChange={setClosing} />
      <SettingSwitch name="figure" checked={figure} onChange={setFigure} />
      <PendingButton type="submit" pending={save.isPending}>
        <FormattedMessage id="automations.settings.save" />
      </PendingButton>
    </Form>
  );
}

/** Keeping applicants informed: the waiting limit, closing messages and the response figure. */
export function SettingsCard({ announce }: { announce: Announce }) {
  const query = useAutomationSettings();
  return (
    <QueryCard
      id="automations-settings-title"
      title={<FormattedMessage id="automations.settings.title" />}
      intro={<FormattedMessage id="automations.settings.intro" />}
      query={query}
    >
      {(settings) => <SettingsForm settings={settings} announce={announce} />}
    </QueryCard>
  );
}
