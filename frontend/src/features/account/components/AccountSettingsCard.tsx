import { type ReactNode, type SyntheticEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { PasswordField } from '@/components/ui/AccountFields';
import { DialogBody } from '@/components/ui/DialogBody';
import { DialogFooter } from '@/components/ui/DialogFooter';
import { DialogHeader } from '@/components/ui/DialogHeader';
import { FormAlert } from '@/components/ui/FormAlert';
import { TitledCard } from '@/components/ui/TitledCard';
import { LOCALES, isLocale } from '@/lib/i18n/catalogs';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useLocaleStore } from '@/lib/i18n/locale-store';
import { useFieldErrors } from '@/lib/i18n/use-field-errors';
import { useSession } from '@/lib/session/session-store';
import { useDeleteMe } from '../api/delete-me';
import { useExportMyData } from '../api/export-my-data';
import { useUpdateMe } from '../api/update-me';
import { AccountMessages } from './AccountMessages';

function DeleteAccount() {
  const navigate = useNavigate();
  const { errorText } = useApiErrorText();
  const erase = useDeleteMe();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const { errorFor, validate } = useFieldErrors<'password'>(erase.error);
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!validate({ password: password ? null : 'validation.passwordRequired' })) return;
    erase.mutate(
      { password },
      {
        onSuccess: () => {
          useSession.getState().clearAll();
          void navigate('/', { replace: true });
        },
      },
    );
  };
  return (
    <>
      <Button variant="outline-danger" onClick={() => setOpen(true)}>
        <FormattedMessage id="account.delete" />
      </Button>
      <Modal
        show={open}
        onHide={() => setOpen(false)}
        centered
        aria-labelledby="delete-account-title"
      >
        <Form noValidate onSubmit={onSubmit}>
          <DialogHeader id="delete-account-title">
            <FormattedMessage id="account.delete.title" />
          </DialogHeader>
          <DialogBody intro={<FormattedMessage id="account.delete.text" />}>
            <PasswordField
              id="delete-password"
              value={password}
              error={errorFor('password')}
              onChange={setPassword}
            />
            <FormAlert
              message={erase.error && !errorFor('password') ? errorText(erase.error) : null}
            />
          </DialogBody>
          <DialogFooter onCancel={() => setOpen(false)}>
            <Button type="submit" variant="danger" disabled={erase.isPending}>
              <FormattedMessage id="account.delete.confirm" />
            </Button>
          </DialogFooter>
        </Form>
      </Modal>
    </>
  );
}

/**
 * Language, data export and erasure: what the applicant controls about the account. Staff also
 * get the calendar feed (the calendar feature's section, which the app passes in).
 */
export function AccountSettingsCard({ calendarFeed }: { calendarFeed?: ReactNode }) {
  return (
    <AccountMessages>
      <AccountSettings calendarFeed={calendarFeed} />
    </AccountMessages>
  );
}

function AccountSettings({ calendarFeed }: { calendarFeed?: ReactNode }) {
  const intl = useIntl();
  const { errorText } = useApiErrorText();
  const locale = useLocaleStore((state) => state.locale);
  const setLocale = useLocaleStore((state) => state.setLocale);
  const { mutate: saveLocale } = useUpdateMe();
  const exportData = useExportMyData();
  return (
    <TitledCard
      id="account-settings-title"
      title={<FormattedMessage id="account.settings" />}
      spaced
    >
      <Form.Group controlId="account-language">
        <Form.Label>
          <FormattedMessage id="language.label" />
        </Form.Label>
        <Form.Select
          value={locale}
          onChange={(event) => {
            const next = event.target.value;
            if (!isLocale(next)) return;
            setLocale(next);
            saveLocale({ locale: next });
          }}
        >
          {LOCALES.map((code) => (
            <option key={code} value={code} lang={code}>
              {intl.formatMessage({ id: `language.${code}` })}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <div>
        <p className="small text-body-secondary mb-2">
          <FormattedMessage id="account.export.text" />
        </p>
        <Button
          variant="outline-primary"
          disabled={exportData.isPending}
          onClick={() => exportData.mutate()}
        >
          <FormattedMessage id="account.export" />
        </Button>
        <FormAlert message={exportData.error ? errorText(exportData.error) : null} />
      </div>
      <div>
        <p className="small text-body-secondary mb-2">
          <FormattedMessage id="account.delete.hint" />
        </p>
        <DeleteAccount />
      </div>
      {calendarFeed}
    </TitledCard>
  );
}
