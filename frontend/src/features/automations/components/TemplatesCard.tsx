import { type SyntheticEvent, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Form from 'react-bootstrap/Form';
import { Eye, RotateCcw } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormAlert } from '@/components/ui/FormAlert';
import { LanguageTabs } from '@/components/ui/LanguageTabs';
import { messageOptions } from '@/components/ui/message-options';
import { PendingButton } from '@/components/ui/PendingButton';
import { QueryCard } from '@/components/ui/QueryCard';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { LOCALES, type Locale } from '@/lib/i18n/catalogs';
import {
  usePreviewMessageTemplate,
  useResetMessageTemplate,
  useSaveMessageTemplate,
  useMessageTemplates,
} from '../api/message-templates';
import {
  type MessageTemplate,
  TEMPLATE_KINDS,
  type TemplateKind,
  type TemplateText,
} from '../api/types';
import { KIND_LABEL } from './labels';
import { useFormProblems } from './use-form-problems';

type Announce = (message: string) => void;

/** The fields the server pins a template's problems on. */
const TEXT_FIELDS = ['text.subject', 'text.body'];

/** The merge fields a template's texts may use, as `{field}` codes. */
function MergeFields({ id, fields }: { id: string; fields: readonly string[] }) {
  return (
    <p id={id} className="small text-body-secondary mb-2">
      <FormattedMessage id="automations.templates.fields" />{' '}
      {fields.map((field, index) => (
        <span key={field}>
          {index > 0 ? ' ' : null}
          <code dir="ltr">{`{${field}}`}</code>
        </span>
      ))}
    </p>
  );
}

/** One template's text in one language: edit it, preview it, save it, or go back to ours. */
function TemplateEditor({
  template,
  locale,
  text,
  language,
  announce,
  onReset,
}: {
  template: MessageTemplate;
  locale: Locale;
  text: TemplateText;
  language: string;
  announce: Announce;
  onReset: () => void;
}) {
  const intl = useIntl();
  const kind = template.kind;
  const save = useSaveMessageTemplate();
  const reset = useResetMessageTemplate();
  const preview = usePreviewMessageTemplate();
  const [subject, setSubject] = useState(text.subject);
  const [body, setBody] = useState(text.body);
  // The last call's problems: the save's, or the preview's (it checks the text the same way).
  const [failed, setFailed] = useState<'save' | 'preview' | null>(null);
  const problem = failed === 'preview' ? preview.error : failed === 'save' ? save.error : null;
  const { errorFor, alert } = useFormProblems(problem, (field) => TEXT_FIELDS.includes(field));
  const id = `automations-template-${kind}-${locale}`;
  const what = { message: intl.formatMessage({ id: KIND_LABEL[kind] }), language };

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    setFailed('save');
    save.mutate(
      { kind, locale, subject, body },
      {
        onSuccess: () => {
          setFailed(null);
          announce(intl.formatMessage({ id: 'automations.templates.saved' }, what));
        },
      },
    );
  };
  const onPreview = () => {
    setFailed('preview');
    preview.mutate({ kind, locale, subject, body }, { onSuccess: () => setFailed(null) });
  };
  const resetText = () =>
    reset.mutate(
      { kind, locale },
      {
        onSuccess: () => {
          onReset();
          announce(intl.formatMessage({ id: 'automations.templates.wasReset' }, what));
        },
      },
    );

  return (
    <Form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-heading`}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h3 id={`${id}-heading`} className="h6 mb-0">
          <FormattedMessage id="automations.templates.editing" values={what} />
        </h3>
        <Badge bg={text.custom ? 'primary' : 'secondary'} className="fw-normal">
          <FormattedMessage
            id={text.custom ? 'automations.templates.custom' : 'automations.templates.ours'}
          />
        </Badge>
      </div>
      <MergeFields id={`${id}-fields`} fields={template.fields} />
      <FormAlert message={alert} />
      <TextField
        id={`${id}-subject`}
        required
        maxLength={200}
        lang={locale}
        label={<FormattedMessage id="automations.templates.subject" />}
        describedBy={`${id}-fields`}
        value={subject}
        error={errorFor('text.subject')}
        onChange={setSubject}
      />
      <TextField
        id={`${id}-body`}
        required
        rows={8}
        maxLength={10000}
        lang={locale}
        label={<FormattedMessage id="automations.templates.body" />}
        describedBy={`${id}-fields`}
        value={body}
        error={errorFor('text.body')}
        onChange={setBody}
      />
      <div className="d-flex flex-wrap gap-2">
        <PendingButton type="submit" pending={save.isPending}>
          <FormattedMessage id="automations.templates.save" />
        </PendingButton>
        <PendingButton variant="outline-secondary" pending={preview.isPending} onClick={onPreview}>
          <Eye size={16} aria-hidden className="me-1" />
          <FormattedMessage id="automations.templates.preview" />
        </PendingButton>
        {text.custom ? (
          <PendingButton variant="outline-danger" pending={reset.isPending} onClick={resetText}>
            <RotateCcw size={16} aria-hidden className="me-1" />
            <FormattedMessage id="automations.templates.reset" />
          </PendingButton>
        ) : null}
      </div>
      {preview.data && failed === null ? (
        <section
          aria-labelledby={`${id}-preview`}
          className="border rounded p-3 mt-3 bg-body-tertiary"
          lang={locale}
        >
          <h4 id={`${id}-preview`} className="h6">
            <FormattedMessage id="automations.templates.previewTitle" />
          </h4>
          <p className="small text-body-secondary mb-2">
            {preview.data.applicationId ? (
              <FormattedMessage
                id="automations.templates.previewFrom"
                values={{ id: preview.data.applicationId }}
              />
            ) : (
              <FormattedMessage id="automations.templates.previewSample" />
            )}
          </p>
          <p className="fw-semibold mb-2 text-break">{preview.data.subject}</p>
          <div className="small text-pre-wrap text-break">{preview.data.body}</div>
        </section>
      ) : null}
    </Form>
  );
}

/** The templates: which one and which language, then its editor. */
function Templates({ templates, announce }: { templates: MessageTemplate[]; announce: Announce }) {
  const intl = useIntl();
  const [kind, setKind] = useState<TemplateKind>('application_received');
  const [locale, setLocale] = useState<Locale>(() =>
    LOCALES.includes(intl.locale as Locale) ? (intl.locale as Locale) : 'en',
  );
  // A reset brings our wording back: the editor starts again from it.
  const [resets, setResets] = useState(0);
  const template = templates.find((candidate) => candidate.kind === kind);
  const text = template?.texts[locale];
  const language = (code: Locale) => intl.formatDisplayName(code, { type: 'language' }) ?? code;
  return (
    <>
      <SelectField
        id="automations-template-kind"
        label={intl.formatMessage({ id: 'automations.templates.kind' })}
        hint={<FormattedMessage id={`automations.kindHint.${kind}`} />}
        value={kind}
        options={messageOptions(
          intl,
          TEMPLATE_KINDS.filter((option) =>
            templates.some((candidate) => candidate.kind === option),
          ),
          KIND_LABEL,
        )}
        onChange={(value) => setKind(value as TemplateKind)}
      />
      <h3 id="automations-template-languages" className="visually-hidden">
        <FormattedMessage id="automations.templates.languages" />
      </h3>
      <LanguageTabs
        languages={LOCALES}
        shown={locale}
        onTab={setLocale}
        labelledBy="automations-template-languages"
        tabId={(code) => `automations-template-tab-${code}`}
        panelId="automations-template-panel"
        isMissing={() => false}
        hasErrors={() => false}
        missingLabel={null}
        errorsLabel={null}
      >
        {template && text ? (
          <TemplateEditor
            key={`${kind}:${locale}:${resets}`}
            template={template}
            locale={locale}
            text={text}
            language={language(locale)}
            announce={announce}
            onReset={() => setResets((count) => count + 1)}
          />
        ) : null}
      </LanguageTabs>
    </>
  );
}

/** Every mail sent on a recruiter's behalf, worded by the tenant per language (ours otherwise). */
export function TemplatesCard({ announce }: { announce: Announce }) {
  const query = useMessageTemplates();
  return (
    <QueryCard
      id="automations-templates-title"
      title={<FormattedMessage id="automations.templates.title" />}
      intro={<FormattedMessage id="automations.templates.intro" />}
      query={query}
    >
      {(templates) => <Templates templates={templates} announce={announce} />}
    </QueryCard>
  );
}
