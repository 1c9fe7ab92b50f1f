import { type SyntheticEvent, useEffect, useRef, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Edit2, Plus, Trash2 } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { CheckField } from '@/components/ui/CheckField';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { FormAlert } from '@/components/ui/FormAlert';
import { QueryCard } from '@/components/ui/QueryCard';
import { statusLabel } from '@/components/ui/status-labels';
import { TextField } from '@/components/ui/TextField';
import {
  useDeleteStageTemplate,
  useSaveStageTemplate,
  useStageTemplates,
} from '../api/stage-templates';
import { STAGE_KINDS, type StageTemplate, type TemplateKitField } from '../api/types';
import { ProcessFields } from './ProcessFields';
import { type NamedRow, namesInput, newRowKey, rowFieldId, rowsOf } from './rows';
import { useNameLanguages } from './use-name-languages';
import { useProcessErrors } from './use-process-errors';

const MAX_STAGES = 30;

function TemplateForm({
  template,
  onDone,
  kitField,
}: {
  template: StageTemplate | null;
  onDone: (saved: string | null) => void;
  kitField?: TemplateKitField | undefined;
}) {
  const intl = useIntl();
  const languages = useNameLanguages();
  const save = useSaveStageTemplate();
  const [name, setName] = useState(template?.name ?? '');
  const [isDefault, setIsDefault] = useState(template?.isDefault ?? false);
  const [rows, setRows] = useState<NamedRow[]>(() =>
    template
      ? rowsOf(template.stages)
      : STAGE_KINDS.map((kind) => ({
          key: newRowKey(),
          id: null,
          kind,
          names: { [languages[0] ?? 'en']: intl.formatMessage({ id: statusLabel[kind] }) },
        })),
  );
  const errors = useProcessErrors({
    serverError: save.error,
    field: 'stages',
    idPrefix: 'stage-template',
    missing: 'error.stage_name_invalid',
    otherFields: { name: 'stage-template-name' },
    withKits: true,
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const nameProblem = name.trim() === '' ? 'error.stage_template_name_invalid' : null;
    if (!errors.check(rows, { name: nameProblem })) return;
    save.mutate(
      {
        id: template?.id ?? null,
        input: {
          name: name.trim(),
          isDefault,
          stages: rows.map((row) => ({
            kind: row.kind,
            names: namesInput(row.names),
            kit: row.kit ?? [],
          })),
        },
      },
      {
        onSuccess: (saved) =>
          onDone(intl.formatMessage({ id: 'stages.templates.saved' }, { name: saved.name })),
        onError: (error) => errors.focusServer(error, rows),
      },
    );
  };

  return (
    <Form noValidate onSubmit={onSubmit} aria-labelledby="stage-template-form-title">
      <h3 id="stage-template-form-title" ref={headingRef} tabIndex={-1} className="h6 mb-3">
        {template ? (
          <FormattedMessage id="stages.templates.edit" values={{ name: template.name }} />
        ) : (
          <FormattedMessage id="stages.templates.new" />
        )}
      </h3>
      <FormAlert message={errors.formError} />
      <TextField
        id="stage-template-name"
        label={intl.formatMessage({ id: 'stages.templates.name' })}
        required
        maxLength={100}
        value={name}
        error={errors.errorFor('name')}
        onChange={setName}
      />
      <CheckField
        id="stage-template-default"
        type="switch"
        label={intl.formatMessage({ id: 'stages.templates.default' })}
        hint={intl.formatMessage({ id: 'stages.templates.defaultHint' })}
        checked={isDefault}
        onChange={setIsDefault}
      />
      <ProcessFields
        idPrefix="stage-template"
        rows={rows}
        onChange={setRows}
        languages={languages}
        errors={errors}
        max={MAX_STAGES}
        rowExtra={
          kitField
            ? (row, index, title) =>
                kitField({
                  idPrefix: rowFieldId('stage-template', row, 'kit'),
                  stageLabel: title,
                  isInterview: row.kind === 'interview',
                  kit: row.kit ?? [],
                  onChange: (kit) =>
                    setRows((current) =>
                      current.map((other) => (other.key === row.key ? { ...other, kit } : other)),
                    ),
                  serverError: save.error,
                  field: `stages.${index}.kit`,
                })
            : undefined
        }
      />
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          <FormattedMessage id="stages.save" />
        </Button>
        <Button variant="outline-secondary" onClick={() => onDone(null)}>
          <FormattedMessage id="stages.cancel" />
        </Button>
      </div>
    </Form>
  );
}

function DeleteDialog({
  template,
  onClose,
  onDeleted,
}: {
  template: StageTemplate | null;
  onClose: () => void;
  onDeleted: (name: string) => void;
}) {
  const remove = useDeleteStageTemplate();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      id="stage-template-delete"
      show={template !== null}
      title={
        <FormattedMessage id="stages.templates.deleteTitle" values={{ name: template?.name }} />
      }
      text={<FormattedMessage id="stages.templates.deleteText" />}
      confirm="stages.templates.deleteConfirm"
      pending={remove.isPending}
      error={remove.error}
      onConfirm={() => {
        if (!template) return;
        remove.mutate(template.id, {
          onSuccess: () => {
            remove.reset();
            onDeleted(template.name);
          },
        });
      }}
      onCancel={close}
    />
  );
}

/**
 * The admins' stage templates: the list, and a template's editor in its place (with each stage's
 * interview kit when the app passes the kit's field in).
 */
export function StageTemplatesCard({
  announce,
  kitField,
}: {
  announce: (text: string) => void;
  kitField?: TemplateKitField | undefined;
}) {
  const intl = useIntl();
  const query = useStageTemplates();
  const [editing, setEditing] = useState<StageTemplate | 'new' | null>(null);
  const [deleting, setDeleting] = useState<StageTemplate | null>(null);
  const focusAfter = useRef<string | null>(null);

  useEffect(() => {
    if (editing === null && focusAfter.current) {
      document.getElementById(focusAfter.current)?.focus();
      focusAfter.current = null;
    }
  }, [editing]);

  const done = (saved: string | null) => {
    focusAfter.current =
      editing === 'new' || editing === null
        ? 'stage-template-add'
        : `stage-template-edit-${editing.id}`;
    if (saved) announce(saved);
    setEditing(null);
  };

  const body = (templates: StageTemplate[]) =>
    editing !== null ? (
      <TemplateForm
        template={editing === 'new' ? null : editing}
        onDone={done}
        kitField={kitField}
      />
    ) : (
      <>
        <ul className="list-group mb-3">
          {templates.map((template) => (
            <li
              key={template.id}
              className="list-group-item d-flex flex-wrap align-items-center gap-2"
            >
              <div className="me-auto text-break">
                <span className="fw-semibold">{template.name}</span>{' '}
                {template.isDefault ? (
                  <Badge bg="primary-subtle" text="primary-emphasis">
                    <FormattedMessage id="stages.templates.isDefault" />
                  </Badge>
                ) : null}
                <div className="small text-body-secondary">
                  {intl.formatList(
                    template.stages.map(
                      (stage) =>
                        stage.names[intl.locale] ??
                        Object.values(stage.names)[0] ??
                        intl.formatMessage({ id: statusLabel[stage.kind] }),
                    ),
                  )}
                </div>
              </div>
              <Button
                id={`stage-template-edit-${template.id}`}
                variant="outline-secondary"
                size="sm"
                aria-label={intl.formatMessage(
                  { id: 'stages.templates.editLabel' },
                  { name: template.name },
                )}
                onClick={() => setEditing(template)}
              >
                <Edit2 size={16} aria-hidden className="me-1" />
                <FormattedMessage id="stages.edit" />
              </Button>
              {template.isDefault ? null : (
                <Button
                  variant="outline-danger"
                  size="sm"
                  aria-label={intl.formatMessage(
                    { id: 'stages.templates.deleteLabel' },
                    { name: template.name },
                  )}
                  onClick={() => setDeleting(template)}
                >
                  <Trash2 size={16} aria-hidden className="me-1" />
                  <FormattedMessage id="stages.delete" />
                </Button>
              )}
            </li>
          ))}
        </ul>
        <Button id="stage-template-add" onClick={() => setEditing('new')}>
          <Plus size={16} aria-hidden className="me-1" />
          <FormattedMessage id="stages.templates.add" />
        </Button>
      </>
    );

  return (
    <QueryCard
      id="stage-templates-title"
      title={<FormattedMessage id="stages.templates.title" />}
      intro={<FormattedMessage id="stages.templates.intro" />}
      query={query}
    >
      {(templates) => (
        <>
          {body(templates)}
          <DeleteDialog
            template={deleting}
            onClose={() => setDeleting(null)}
            onDeleted={(name) => {
              setDeleting(null);
              announce(intl.formatMessage({ id: 'stages.templates.deleted' }, { name }));
              setTimeout(() => document.getElementById('stage-template-add')?.focus());
            }}
          />
        </>
      )}
    </QueryCard>
  );
}
