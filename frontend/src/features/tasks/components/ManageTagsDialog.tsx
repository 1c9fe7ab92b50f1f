import { type SyntheticEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { Plus, Trash2 } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmButtons } from '@/components/ui/ConfirmButtons';
import { DialogBody } from '@/components/ui/DialogBody';
import { DialogFooter } from '@/components/ui/DialogFooter';
import { DialogHeader } from '@/components/ui/DialogHeader';
import { FormAlert } from '@/components/ui/FormAlert';
import { LoadingCard } from '@/components/ui/LoadingCard';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useFieldErrors } from '@/lib/i18n/use-field-errors';
import {
  useCreateTaskTag,
  useDeleteTaskTag,
  useTaskTags,
  useUpdateTaskTag,
} from '../api/task-tags';
import { TAG_COLORS, type TagColor, type TaskTag } from '../api/types';
import { characterCount, colorName } from './tasks-text';

const MAX_NAME = 50;

type Field = 'name' | 'color';

/** A tag's name and colour, as a row of the dialog: new (Add) or existing (Save, Delete). */
function TagForm({ tag, idPrefix }: { tag: TaskTag | null; idPrefix: string }) {
  const intl = useIntl();
  const { errorText } = useApiErrorText();
  const create = useCreateTaskTag();
  const update = useUpdateTaskTag();
  const remove = useDeleteTaskTag();
  const saving = tag ? update : create;
  const { errorFor, validate } = useFieldErrors<Field>(saving.error);
  const [name, setName] = useState(tag?.name ?? '');
  const [color, setColor] = useState<TagColor>(tag?.color ?? 'primary');
  const [confirming, setConfirming] = useState(false);
  const nameError = errorFor('name');
  const busy = saving.isPending || remove.isPending;
  const changed = !tag || name.trim() !== tag.name || color !== tag.color;

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const clean = name.trim();
    const valid = validate({
      name: clean && characterCount(clean) <= MAX_NAME ? null : 'error.tag_name_invalid',
    });
    if (!valid || !changed) return;
    const body = { name: clean, color };
    if (tag) update.mutate({ id: tag.id, body });
    else
      create.mutate(body, {
        onSuccess: () => {
          setName('');
          setColor('primary');
        },
      });
  };

  const label = tag
    ? intl.formatMessage({ id: 'todo.tagsDialog.nameOf' }, { name: tag.name })
    : intl.formatMessage({ id: 'todo.tagsDialog.newName' });
  const colorLabel = tag
    ? intl.formatMessage({ id: 'todo.tagsDialog.colorOf' }, { name: tag.name })
    : intl.formatMessage({ id: 'todo.tagsDialog.newColor' });
  const generalError = saving.error && !nameError ? errorText(saving.error) : null;
  return (
    <Form noValidate onSubmit={onSubmit} className="py-2">
      <div className="d-flex flex-wrap align-items-start gap-2">
        <span
          className={`color-dot bg-${color} flex-shrink-0 mt-2 color-dot-lg`}
          aria-hidden="true"
        />
        <div className="flex-grow-1 todo-tag-name">
          <Form.Control
            id={`${idPrefix}-name`}
            size="sm"
            value={name}
            maxLength={MAX_NAME}
            placeholder={tag ? undefined : label}
            aria-label={label}
            isInvalid={Boolean(nameError)}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${idPrefix}-name-error` : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          {nameError ? (
            <Form.Control.Feedback type="invalid" id={`${idPrefix}-name-error`}>
              {nameError}
            </Form.Control.Feedback>
          ) : null}
        </div>
        <Form.Select
          id={`${idPrefix}-color`}
          size="sm"
          className="w-auto"
          value={color}
          aria-label={colorLabel}
          onChange={(event) => setColor(event.target.value as TagColor)}
        >
          {TAG_COLORS.map((option) => (
            <option key={option} value={option}>
              {intl.formatMessage({ id: colorName[option] })}
            </option>
          ))}
        </Form.Select>
        {tag ? (
          <>
            <Button type="submit" size="sm" disabled={busy || !changed}>
              <FormattedMessage id="todo.save" />
            </Button>
            <Button
              variant="outline-danger"
              size="sm"
              disabled={busy}
              aria-label={intl.formatMessage(
                { id: 'todo.tagsDialog.deleteNamed' },
                { name: tag.name },
              )}
              aria-expanded={confirming}
              onClick={() => setConfirming(!confirming)}
            >
              <Trash2 size={14} aria-hidden="true" />
            </Button>
          </>
        ) : (
          <Button type="submit" size="sm" disabled={busy}>
            <Plus size={14} aria-hidden="true" className="me-1" />
            <FormattedMessage id="todo.tagsDialog.add" />
          </Button>
        )}
      </div>
      {tag && confirming ? (
        <div
          className="d-flex flex-wrap align-items-center gap-2 mt-2 small"
          role="group"
          aria-label={intl.formatMessage({ id: 'todo.tagsDialog.deleteNamed' }, { name: tag.name })}
        >
          <span className="flex-grow-1">
            <FormattedMessage id="todo.tagsDialog.confirmDelete" values={{ name: tag.name }} />
          </span>
          <ConfirmButtons
            confirm="todo.tagsDialog.delete"
            pending={busy}
            onConfirm={() => remove.mutate(tag.id)}
            onCancel={() => setConfirming(false)}
          />
        </div>
      ) : null}
      <div className="mt-2">
        <FormAlert message={generalError ?? (remove.error ? errorText(remove.error) : null)} />
      </div>
    </Form>
  );
}

/** Admins add, rename, recolour and delete the team's tags. */
export function ManageTagsDialog({ show, onHide }: { show: boolean; onHide: () => void }) {
  const tags = useTaskTags();
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="todo-tags-dialog-title">
      <DialogHeader id="todo-tags-dialog-title">
        <FormattedMessage id="todo.manageTags" />
      </DialogHeader>
      <DialogBody hint="todo.tagsDialog.hint">
        {tags.isPending ? (
          <LoadingCard lines={3} />
        ) : tags.isError ? (
          <QueryErrorState error={tags.error} onRetry={() => void tags.refetch()} />
        ) : (
          <ul className="list-unstyled mb-0 border-bottom">
            {tags.data.map((tag) => (
              <li key={`${tag.id}-${tag.name}-${tag.color}`} className="border-top">
                <TagForm tag={tag} idPrefix={`todo-tag-${tag.id}`} />
              </li>
            ))}
          </ul>
        )}
        <h3 className="h6 mt-3 mb-0">
          <FormattedMessage id="todo.tagsDialog.new" />
        </h3>
        <TagForm tag={null} idPrefix="todo-tag-new" />
      </DialogBody>
      <DialogFooter onCancel={onHide} cancelText="common.close" />
    </Modal>
  );
}
