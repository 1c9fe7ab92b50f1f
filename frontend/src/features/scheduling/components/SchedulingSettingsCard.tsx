import { type SyntheticEvent, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Announce } from '@/components/ui/AnnouncingPage';
import { FormAlert } from '@/components/ui/FormAlert';
import { PendingButton } from '@/components/ui/PendingButton';
import { QueryCard } from '@/components/ui/QueryCard';
import { TextField } from '@/components/ui/TextField';
import { useSaveSchedulingSettings, useSchedulingSettings } from '../api/admin';
import type { SchedulingSettings } from '../api/types';
import { wholeIn } from './request-form';
import { useFormProblems } from './use-form-problems';

const FIELDS = ['noticeHours', 'windowDays'] as const;

function SettingsForm({
  settings,
  announce,
}: {
  settings: SchedulingSettings;
  announce: Announce;
}) {
  const intl = useIntl();
  const save = useSaveSchedulingSettings();
  const { errorFor, alert } = useFormProblems(save.error, (field) =>
    (FIELDS as readonly string[]).includes(field),
  );
  const [notice, setNotice] = useState(String(settings.noticeHours));
  const [days, setDays] = useState(String(settings.windowDays));
  const [checked, setChecked] = useState<{ notice?: string; window?: string }>({});

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const noticeHours = wholeIn(notice, 0, 168);
    const windowDays = wholeIn(days, 1, 30);
    const problems = {
      ...(noticeHours === null
        ? { notice: intl.formatMessage({ id: 'error.scheduling_notice_invalid' }) }
        : {}),
      ...(windowDays === null
        ? { window: intl.formatMessage({ id: 'error.scheduling_window_invalid' }) }
        : {}),
    };
    setChecked(problems);
    if (noticeHours === null || windowDays === null) return;
    save.mutate(
      { noticeHours, windowDays },
      { onSuccess: () => announce(intl.formatMessage({ id: 'scheduling.settings.saved' })) },
    );
  };

  return (
    <Form noValidate onSubmit={onSubmit}>
      <FormAlert message={alert} />
      <TextField
        id="scheduling-settings-notice"
        type="number"
        min={0}
        max={168}
        inputMode="numeric"
        required
        label={<FormattedMessage id="scheduling.settings.notice" />}
        hint={<FormattedMessage id="scheduling.settings.noticeHint" />}
        controlStyle={{ maxWidth: '8rem' }}
        value={notice}
        error={checked.notice ?? errorFor('noticeHours')}
        onChange={setNotice}
      />
      <TextField
        id="scheduling-settings-window"
        type="number"
        min={1}
        max={30}
        inputMode="numeric"
        required
        label={<FormattedMessage id="scheduling.settings.window" />}
        hint={<FormattedMessage id="scheduling.settings.windowHint" />}
        controlStyle={{ maxWidth: '8rem' }}
        value={days}
        error={checked.window ?? errorFor('windowDays')}
        onChange={setDays}
      />
      <PendingButton type="submit" pending={save.isPending}>
        <FormattedMessage id="scheduling.settings.save" />
      </PendingButton>
    </Form>
  );
}

/** How long before an interview candidates may still change it, and how far ahead they choose. */
export function SchedulingSettingsCard({ announce }: { announce: Announce }) {
  const query = useSchedulingSettings();
  return (
    <QueryCard
      id="scheduling-settings-title"
      title={<FormattedMessage id="scheduling.settings.title" />}
      intro={<FormattedMessage id="scheduling.settings.intro" />}
      query={query}
    >
      {(settings) => <SettingsForm settings={settings} announce={announce} />}
    </QueryCard>
  );
}
