import { type SyntheticEvent, useEffect, useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Edit2, Plus, Trash2 } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmButtons } from '@/components/ui/ConfirmButtons';
import { FormActions } from '@/components/ui/FormActions';
import { FormAlert } from '@/components/ui/FormAlert';
import { IconButton } from '@/components/ui/IconButton';
import { LanguageTabs } from '@/components/ui/LanguageTabs';
import { QueryCard } from '@/components/ui/QueryCard';
import { TextField } from '@/components/ui/TextField';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { ApiError } from '@/lib/api/api-error';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import {
  useDeleteOfferTemplate,
  useOfferLetterPreview,
  useOfferTemplates,
  useSaveOfferTemplate,
} from '../api/admin';
import { OFFER_LOCALES, type OfferLocale, type OfferTemplate } from '../api/types';
import { useOfferProblemText } from './field-text';
import { OfferLetter } from './OfferParts';

/** The letter of one language filled in with example data, as the admin writes it. */
function LetterPreview({ body, locale }: { body: string; locale: OfferLocale }) {
  const preview = useOfferLetterPreview();
  const { fieldError } = useOfferProblemText();
  const { errorText } = useApiErrorText();
  const debounced = useDebouncedValue(body, 400);
  const { mutate } = preview;
  useEffect(() => {
    if (debounced.trim()) mutate({ body: debounced, locale });
  }, [debounced, locale, mutate]);
  const bodyError = fieldError(preview.error, 'body');
  return (
    <section aria-labelledby={`offer-preview-${locale}`} className="mt-3">
      <h4 id={`offer-preview-${locale}`} className="h6">
        <FormattedMessage id="offers.templates.preview" />
      </h4>
      {!body.trim() ? (
        <p className="small text-body-secondary">
          <FormattedMessage id="offers.templates.previewEmpty" />
        </p>
      ) : null}
      {body.trim() && preview.error ? (
        <p className="small text-danger">{bodyError ?? errorText(preview.error)}</p>
      ) : null}
      {body.trim() && preview.data ? (
        <>
          {preview.data.missingFields.length > 0 ? (
            <p className="small text-warning-emphasis">
              <FormattedMessage
                id="offers.templates.missingFields"
                values={{
                  names: preview.data.missingFields.map((name) => `custom_${name}`).join(', '),
                }}
              />
            </p>
          ) : null}
          <OfferLetter letter={preview.data.markdown} lang={locale} baseLevel={5} />
        </>
      ) : null}
    </section>
  );
}

function TemplateEditor({
  template,
  fields,
  onDone,
}: {
  template: OfferTemplate | null;
  fields: string[];
  onDone: (message: string) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const save = useSaveOfferTemplate();
  const { errorText } = useApiErrorText();
  const { fieldError } = useOfferProblemText();
  const [name, setName] = useState(template?.name ?? '');
  const [bodies, setBodies] = useState<Record<string, string>>(template?.bodies ?? {});
  const [shown, setShown] = useState<OfferLocale>('en');
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const body = bodies[shown] ?? '';

  const insert = (field: string) => {
    const token = `{${field}}`;
    const element = textarea.current;
    const start = element?.selectionStart ?? body.length;
    const end = element?.selectionEnd ?? body.length;
    setBodies({ ...bodies, [shown]: body.slice(0, start) + token + body.slice(end) });
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const filled = Object.fromEntries(
      Object.entries(bodies).filter(([, text]) => text.trim() !== ''),
    );
    save.mutate(
      { id: template?.id ?? null, input: { name: name.trim(), bodies: filled } },
      { onSuccess: () => onDone(intl.formatMessage({ id: 'offers.templates.saved' })) },
    );
  };

  const fieldProblems = save.error instanceof ApiError ? Object.keys(save.error.fields) : [];
  const onFields = fieldProblems.length > 0;

  return (
    <Form noValidate onSubmit={onSubmit} className="border rounded p-2 p-sm-3 mb-3">
      <h3 id={`${id}-title`} className="h6">
        <FormattedMessage
          id={template ? 'offers.templates.editTitle' : 'offers.templates.newTitle'}
        />
      </h3>
      <TextField
        id={`${id}-name`}
        required
        autoFocus
        maxLength={120}
        label={<FormattedMessage id="offers.templates.name" />}
        value={name}
        error={fieldError(save.error, 'name')}
        onChange={setName}
      />
      <p id={`${id}-bodies`} className="form-label mb-1">
        <FormattedMessage id="offers.templates.letter" />
      </p>
      <LanguageTabs
        languages={OFFER_LOCALES}
        shown={shown}
        onTab={setShown}
        labelledBy={`${id}-bodies`}
        tabId={(language) => `${id}-tab-${language}`}
        panelId={`${id}-panel`}
        isMissing={(language) => !(bodies[language] ?? '').trim()}
        hasErrors={(language) => Boolean(fieldError(save.error, `bodies.${language}`))}
        missingLabel={<FormattedMessage id="offers.templates.missing" />}
        errorsLabel={<FormattedMessage id="offers.templates.hasErrors" />}
      >
        <div
          className="mb-2"
          role="group"
          aria-label={intl.formatMessage({ id: 'offers.templates.fields' })}
        >
          <p className="small mb-1">
            <FormattedMessage id="offers.templates.fieldsHint" />
          </p>
          <div className="d-flex flex-wrap gap-1">
            {fields.map((field) => (
              <Button
                key={field}
                variant="outline-secondary"
                size="sm"
                className="rounded-pill font-monospace"
                aria-label={intl.formatMessage({ id: 'offers.templates.insert' }, { field })}
                onClick={() => insert(field)}
              >
                {`{${field}}`}
              </Button>
            ))}
          </div>
        </div>
        <Form.Group controlId={`${id}-body-${shown}`}>
          <Form.Label>
            <FormattedMessage
              id="offers.templates.body"
              values={{ language: intl.formatDisplayName(shown, { type: 'language' }) ?? shown }}
            />
          </Form.Label>
          <Form.Control
            ref={textarea}
            as="textarea"
            rows={10}
            lang={shown}
            maxLength={50_000}
            value={body}
            isInvalid={Boolean(fieldError(save.error, `bodies.${shown}`))}
            aria-invalid={fieldError(save.error, `bodies.${shown}`) ? true : undefined}
            aria-describedby={
              fieldError(save.error, `bodies.${shown}`) ? `${id}-body-${shown}-error` : undefined
            }
            onChange={(event) => setBodies({ ...bodies, [shown]: event.target.value })}
          />
          <Form.Control.Feedback type="invalid" id={`${id}-body-${shown}-error`}>
            {fieldError(save.error, `bodies.${shown}`)}
          </Form.Control.Feedback>
        </Form.Group>
        <LetterPreview body={body} locale={shown} />
      </LanguageTabs>
      {fieldError(save.error, 'bodies') ? (
        <p className="small text-danger mt-2">{fieldError(save.error, 'bodies')}</p>
      ) : null}
      <FormAlert message={save.error && !onFields ? errorText(save.error) : null} />
      <FormActions
        submit="offers.templates.save"
        pending={save.isPending}
        onCancel={() => onDone('')}
        className="mt-3"
      />
    </Form>
  );
}

function TemplateRow({
  template,
  onEdit,
  announce,
}: {
  template: OfferTemplate;
  onEdit: () => void;
  announce: (message: string) => void;
}) {
  const intl = useIntl();
  const remove = useDeleteOfferTemplate();
  const { errorText } = useApiErrorText();
  const [confirming, setConfirming] = useState(false);
  const deleteLabel = intl.formatMessage(
    { id: 'offers.templates.delete' },
    { name: template.name },
  );
  const languages = Object.keys(template.bodies)
    .map((language) => intl.formatDisplayName(language, { type: 'language' }) ?? language)
    .join(', ');
  return (
    <li className="border-bottom py-2">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <span className="fw-semibold text-break">{template.name}</span>
        <span className="small text-body-secondary me-auto">{languages}</span>
        <IconButton
          tooltip={false}
          label={intl.formatMessage({ id: 'offers.templates.edit' }, { name: template.name })}
          onClick={onEdit}
        >
          <Edit2 size={14} aria-hidden />
        </IconButton>
        <IconButton tooltip={false} danger label={deleteLabel} onClick={() => setConfirming(true)}>
          <Trash2 size={14} aria-hidden />
        </IconButton>
      </div>
      {confirming ? (
        <div className="mt-2" role="group" aria-label={deleteLabel}>
          <p className="small mb-1">
            <FormattedMessage
              id="offers.templates.deleteConfirm"
              values={{ name: template.name }}
            />
          </p>
          <ConfirmButtons
            confirm="offers.templates.deleteYes"
            pending={remove.isPending}
            onConfirm={() =>
              remove.mutate(template.id, {
                onSuccess: () =>
                  announce(
                    intl.formatMessage({ id: 'offers.templates.deleted' }, { name: template.name }),
                  ),
              })
            }
            onCancel={() => setConfirming(false)}
          />
          <FormAlert message={remove.error ? errorText(remove.error) : null} />
        </div>
      ) : null}
    </li>
  );
}

/** The offer letters' templates: a list, and the editor with the merge fields and a preview. */
export function OfferTemplatesCard({ announce }: { announce: (message: string) => void }) {
  const query = useOfferTemplates();
  const [editing, setEditing] = useState<OfferTemplate | 'new' | null>(null);
  return (
    <QueryCard
      id="offer-templates-title"
      title={<FormattedMessage id="offers.templates.title" />}
      intro={<FormattedMessage id="offers.templates.intro" />}
      query={query}
    >
      {({ templates, fields }) => (
        <>
          {templates.length === 0 ? (
            <p className="small text-body-secondary">
              <FormattedMessage id="offers.templates.none" />
            </p>
          ) : (
            <ul className="list-unstyled mb-3">
              {templates.map((template) => (
                <TemplateRow
                  key={template.id}
                  template={template}
                  onEdit={() => setEditing(template)}
                  announce={announce}
                />
              ))}
            </ul>
          )}
          {editing ? (
            <TemplateEditor
              key={editing === 'new' ? 'new' : editing.id}
              template={editing === 'new' ? null : editing}
              fields={fields}
              onDone={(message) => {
                setEditing(null);
                if (message) announce(message);
              }}
            />
          ) : (
            <Button variant="outline-primary" onClick={() => setEditing('new')}>
              <Plus size={16} aria-hidden className="me-1" />
              <FormattedMessage id="offers.templates.new" />
            </Button>
          )}
        </>
      )}
    </QueryCard>
  );
}
