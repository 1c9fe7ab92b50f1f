import { type SyntheticEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Nav from 'react-bootstrap/Nav';
import Tab from 'react-bootstrap/Tab';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormAlert, SuccessAlert } from '@/components/ui/FormAlert';
import { TitledCard } from '@/components/ui/TitledCard';
import type { Schemas } from '@/lib/api/types';
import { LOCALES, type Locale } from '@/lib/i18n/catalogs';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useUpdateSettings } from '../api/update-settings';
import { SettingsMessages } from './SettingsMessages';

type Templates = Schemas['AdminSettings']['rejectionTemplates'];
type Draft = Record<Locale, { subject: string; body: string }>;

const MAX_SUBJECT = 200;
const MAX_BODY = 10_000;

function draftOf(templates: Templates): Draft {
  const entry = (locale: Locale) => ({
    subject: templates[locale]?.subject ?? '',
    body: templates[locale]?.body ?? '',
  });
  return { en: entry('en'), de: entry('de'), fr: entry('fr'), pt: entry('pt') };
}

function RejectionTemplatesForm({ templates }: { templates: Templates }) {
  const intl = useIntl();
  const { errorTextWithFields } = useApiErrorText();
  const update = useUpdateSettings();
  const [draft, setDraft] = useState(() => draftOf(templates));
  const [missing, setMissing] = useState<Locale | null>(null);
  const edit = (locale: Locale, field: 'subject' | 'body', value: string) =>
    setDraft({ ...draft, [locale]: { ...draft[locale], [field]: value } });

  // Only the languages changed here are sent: the others keep what is stored (or the built-in text).
  const changed = LOCALES.filter(
    (locale) =>
      draft[locale].subject !== (templates[locale]?.subject ?? '') ||
      draft[locale].body !== (templates[locale]?.body ?? ''),
  );

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const incomplete = changed.find(
      (locale) => !draft[locale].subject.trim() || !draft[locale].body.trim(),
    );
    setMissing(incomplete ?? null);
    if (incomplete || changed.length === 0) return;
    update.mutate({
      rejectionTemplates: Object.fromEntries(
        changed.map((locale) => [
          locale,
          { subject: draft[locale].subject.trim(), body: draft[locale].body },
        ]),
      ),
    });
  };

  return (
    <Form noValidate onSubmit={onSubmit}>
      <p className="text-body-secondary small">
        <FormattedMessage
          id="rejection.hint"
          values={{ name: <code>{'{name}'}</code>, vacancy: <code>{'{vacancy}'}</code> }}
        />
      </p>
      <Tab.Container defaultActiveKey="en" id="rejection-templates" mountOnEnter unmountOnExit>
        <Nav variant="tabs" className="mb-3 flex-nowrap overflow-auto">
          {LOCALES.map((locale) => (
            <Nav.Item key={locale}>
              <Nav.Link eventKey={locale} lang={locale} className="text-nowrap">
                {intl.formatMessage({ id: `language.${locale}` })}
              </Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
        <Tab.Content>
          {LOCALES.map((locale) => (
            <Tab.Pane key={locale} eventKey={locale}>
              <div className="mb-2">
                <Badge bg={templates[locale]?.custom ? 'primary' : 'secondary'}>
                  <FormattedMessage
                    id={templates[locale]?.custom ? 'rejection.custom' : 'rejection.builtIn'}
                  />
                </Badge>
              </div>
              <Form.Group controlId={`rejection-${locale}-subject`} className="mb-3">
                <Form.Label>
                  <FormattedMessage id="rejection.subject" />
                </Form.Label>
                <Form.Control
                  lang={locale}
                  value={draft[locale].subject}
                  maxLength={MAX_SUBJECT}
                  isInvalid={missing === locale && !draft[locale].subject.trim()}
                  onChange={(event) => edit(locale, 'subject', event.target.value)}
                />
              </Form.Group>
              <Form.Group controlId={`rejection-${locale}-body`} className="mb-3">
                <Form.Label>
                  <FormattedMessage id="rejection.body" />
                </Form.Label>
                <Form.Control
                  as="textarea"
                  rows={8}
                  lang={locale}
                  value={draft[locale].body}
                  maxLength={MAX_BODY}
                  isInvalid={missing === locale && !draft[locale].body.trim()}
                  onChange={(event) => edit(locale, 'body', event.target.value)}
                />
              </Form.Group>
            </Tab.Pane>
          ))}
        </Tab.Content>
      </Tab.Container>
      {missing ? (
        <Alert variant="danger" className="py-2" role="alert">
          <FormattedMessage
            id="rejection.incomplete"
            values={{ language: intl.formatMessage({ id: `language.${missing}` }) }}
          />
        </Alert>
      ) : null}
      <FormAlert message={update.error ? errorTextWithFields(update.error) : null} />
      <SuccessAlert show={update.isSuccess} text="rejection.saved" />
      <Button type="submit" disabled={update.isPending || changed.length === 0}>
        <FormattedMessage id="rejection.save" />
      </Button>
    </Form>
  );
}

/**
 * The rejection e-mail a bulk rejection may send, per language: the tenant's own wording, or the
 * built-in text until an admin writes one.
 */
export function RejectionTemplatesCard({ templates }: { templates: Templates }) {
  return (
    <SettingsMessages>
      <TitledCard
        id="rejection-title"
        title={<FormattedMessage id="rejection.title" />}
        className="mt-3"
      >
        <RejectionTemplatesForm templates={templates} />
      </TitledCard>
    </SettingsMessages>
  );
}
