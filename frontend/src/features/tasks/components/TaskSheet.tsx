import { type SyntheticEvent, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { AlertCircle, Check, RotateCcw, Star, Trash2 } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { FieldError } from '@/components/ui/FieldError';
import { FormAlert } from '@/components/ui/FormAlert';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { useSignedInUser } from '@/lib/account/me';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useFieldErrors } from '@/lib/i18n/use-field-errors';
import { PeopleSearchBox } from '@/lib/people/PeopleSearchBox';
import { usePeopleSearch } from '@/lib/people/use-people-search';
import { useCreateTask, useRestoreTask, useTrashTask, useUpdateTask } from '../api/save-task';
import { useTaskTags } from '../api/task-tags';
import type { NewTask, Task, TaskPatch, TaskPerson } from '../api/types';
import { TaskLinks } from './TaskDetails';
import { characterCount } from './tasks-text';
import type { TaskLink } from './use-task-sheet';

/** The server's limits (a longer title or description, or more tags, is refused). */
const MAX_TITLE = 200;
const MAX_DESCRIPTION = 5000;
const MAX_TAGS = 10;
/** The server lists the first 50 colleagues by name; more are found by searching. */

type Field =
  'title' | 'description' | 'tags' | 'assigneeId' | 'dueDate' | 'vacancyId' | 'applicationId';

/** A due date the server takes: a real day between the years 2000 and 2100. */
function isPlausibleDay(value: string): boolean {
  const match = /^(\d{4})-\d{2}-\d{2}$/.exec(value);
  const year = Number(match?.[1]);
  return Boolean(match) && year >= 2000 && year <= 2100 && !Number.isNaN(Date.parse(value));
}

function sameTags(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((tag) => b.includes(tag));
}

/** The colleague the task is for: the first 50 by name, or those matching a search. */
function AssigneeField({
  value,
  onChange,
  viewer,
  current,
  noChoice,
  error,
}: {
  value: string;
  onChange: (id: string) => void;
  viewer: TaskPerson | null;
  /** The task's assignee, kept in the list even when the search leaves them out. */
  current: TaskPerson | null;
  /** What no choice means: the caller for a new task, nobody for one that has no assignee. */
  noChoice: 'me' | 'nobody';
  error: string | null;
}) {
  const intl = useIntl();
  const { search, setSearch, people, searchable } = usePeopleSearch();
  const options = new Map<string, string>();
  if (viewer) {
    options.set(
      viewer.id,
      intl.formatMessage({ id: 'todo.field.assigneeMe' }, { name: viewer.name }),
    );
  }
  if (current && !options.has(current.id)) options.set(current.id, current.name);
  for (const person of people.data ?? []) {
    if (!options.has(person.id)) options.set(person.id, person.name);
  }
  return (
    <div className="mb-3">
      <SelectField
        id="todo-assignee"
        className=""
        label={<FormattedMessage id="todo.field.assignee" />}
        value={value}
        error={error}
        onChange={onChange}
        leading={
          value === '' ? (
            <option value="">
              {intl.formatMessage({
                id: noChoice === 'me' ? 'todo.field.assigneeSelf' : 'todo.field.assigneeNone',
              })}
            </option>
          ) : null
        }
        options={[...options].map(([id, name]) => ({ value: id, label: name }))}
      />
      {searchable ? (
        <PeopleSearchBox
          label={intl.formatMessage({ id: 'todo.field.assigneeSearch' })}
          className="mt-2"
          value={search}
          onChange={setSearch}
        />
      ) : null}
    </div>
  );
}

function TagsField({
  value,
  onChange,
  error,
}: {
  value: readonly string[];
  onChange: (tags: string[]) => void;
  error: string | null;
}) {
  const intl = useIntl();
  const tags = useTaskTags();
  // Tags the task has but the list no longer does (deleted meanwhile) can still be taken off.
  const known = tags.data ?? [];
  const all = [
    ...known.map((tag) => ({ name: tag.name, color: tag.color })),
    ...value
      .filter((name) => !known.some((tag) => tag.name === name))
      .map((name) => ({ name, color: 'secondary' as const })),
  ];
  const full = value.length >= MAX_TAGS;
  return (
    <fieldset
      className="mb-3"
      aria-describedby={error ? 'todo-tags-error' : full ? 'todo-tags-full' : undefined}
    >
      <legend className="fs-6 mb-2">
        <FormattedMessage id="todo.field.tags" />
      </legend>
      {all.length === 0 ? (
        <p className="small text-body-secondary mb-0">
          <FormattedMessage id={tags.isPending ? 'todo.tags.loading' : 'todo.tags.none'} />
        </p>
      ) : (
        <div className="d-flex flex-wrap gap-1">
          {all.map((tag) => {
            const on = value.includes(tag.name);
            return (
              <Button
                key={tag.name}
                size="sm"
                variant={on ? tag.color : `outline-${tag.color}`}
                className="rounded-pill"
                aria-pressed={on}
                disabled={!on && full}
                onClick={() =>
                  onChange(on ? value.filter((name) => name !== tag.name) : [...value, tag.name])
                }
              >
                {on ? <Check size={12} aria-hidden="true" className="me-1" /> : null}
                {tag.name}
              </Button>
            );
          })}
        </div>
      )}
      {error ? (
        <FieldError id="todo-tags-error" error={error} />
      ) : full ? (
        <div id="todo-tags-full" className="form-text">
          {intl.formatMessage({ id: 'todo.tags.full' }, { max: MAX_TAGS })}
        </div>
      ) : null}
    </fieldset>
  );
}

/** A flag of the task (starred, important) as a button that stays pressed while it is set. */
function FlagToggle({
  on,
  onVariant,
  Icon,
  text,
  onToggle,
}: {
  on: boolean;
  onVariant: 'warning' | 'danger';
  Icon: typeof Star;
  text: 'todo.field.starred' | 'todo.field.important';
  onToggle: (on: boolean) => void;
}) {
  return (
    <Button
      size="sm"
      variant={on ? onVariant : 'outline-secondary'}
      aria-pressed={on}
      onClick={() => onToggle(!on)}
    >
      <Icon size={14} aria-hidden="true" className="me-1" />
      <FormattedMessage id={text} />
    </Button>
  );
}

function TaskForm({
  task,
  link,
  onDone,
}: {
  task: Task | null;
  link: TaskLink;
  onDone: () => void;
}) {
  const intl = useIntl();
  const { errorTextWithFields, errorText } = useApiErrorText();
  const viewer = useSignedInUser().user;
  const create = useCreateTask();
  const update = useUpdateTask();
  const trash = useTrashTask();
  const restore = useRestoreTask();
  const saving = task ? update : create;
  const { errorFor, validate } = useFieldErrors<Field>(saving.error);
  const [title, setTitle] = useState(task?.title ?? '');
  const [description, setDescription] = useState(task?.description ?? '');
  const [tags, setTags] = useState<string[]>(task?.tags ?? []);
  // Empty until chosen: a new task is the caller's, an existing one keeps its assignee.
  const [assigneeId, setAssigneeId] = useState(task?.assignee?.id ?? '');
  const [dueDate, setDueDate] = useState(task?.dueDate ?? '');
  const [starred, setStarred] = useState(task?.isStarred ?? false);
  const [important, setImportant] = useState(task?.isImportant ?? false);
  const vacancy = task ? task.vacancy : link.vacancy;
  const application = task ? task.application : link.application;
  const trashed = task?.isTrashed ?? false;
  const busy = saving.isPending || trash.isPending || restore.isPending;

  const save = (isCompleted?: boolean) => {
    const cleanTitle = title.trim();
    const cleanDescription = description.trim();
    const valid = validate({
      title:
        cleanTitle && characterCount(cleanTitle) <= MAX_TITLE ? null : 'error.task_title_invalid',
      description:
        characterCount(cleanDescription) <= MAX_DESCRIPTION
          ? null
          : 'error.task_description_too_long',
      dueDate: !dueDate || isPlausibleDay(dueDate) ? null : 'error.due_date_invalid',
      tags: tags.length <= MAX_TAGS ? null : 'error.too_many_tags',
    });
    if (!valid) return;
    if (task) {
      const change: TaskPatch = {};
      if (cleanTitle !== task.title) change.title = cleanTitle;
      if (cleanDescription !== task.description) change.description = cleanDescription;
      if (!sameTags(tags, task.tags)) change.tags = tags;
      if (assigneeId && assigneeId !== task.assignee?.id) change.assigneeId = assigneeId;
      if ((dueDate || null) !== (task.dueDate ?? null)) change.dueDate = dueDate || null;
      if (starred !== task.isStarred) change.isStarred = starred;
      if (important !== task.isImportant) change.isImportant = important;
      if (isCompleted !== undefined) change.isCompleted = isCompleted;
      if (Object.keys(change).length === 0) {
        onDone();
        return;
      }
      update.mutate({ id: task.id, change }, { onSuccess: onDone });
      return;
    }
    const input: NewTask = {
      title: cleanTitle,
      ...(cleanDescription ? { description: cleanDescription } : {}),
      tags,
      ...(assigneeId && assigneeId !== viewer?.id ? { assigneeId } : {}),
      ...(dueDate ? { dueDate } : {}),
      // The application names its vacancy: the server takes it from there.
      ...(application
        ? { applicationId: application.id }
        : vacancy
          ? { vacancyId: vacancy.id }
          : {}),
      isStarred: starred,
      isImportant: important,
    };
    create.mutate(input, { onSuccess: onDone });
  };

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    save();
  };

  const shownAtField = (['title', 'description', 'tags', 'assigneeId', 'dueDate'] as const).some(
    (field) => errorFor(field),
  );
  const otherError = trash.error ?? restore.error;
  return (
    <Form noValidate onSubmit={onSubmit} className="offcanvas-body d-flex flex-column">
      {trashed ? (
        <Alert variant="secondary" className="py-2">
          <FormattedMessage id="todo.sheet.inTrash" />
        </Alert>
      ) : null}
      <fieldset disabled={trashed}>
        <TextField
          id="todo-title"
          label={intl.formatMessage({ id: 'todo.field.title' })}
          value={title}
          error={errorFor('title')}
          onChange={setTitle}
          autoFocus={!task}
        />
        <div className="d-flex flex-wrap gap-2 mb-3">
          <FlagToggle
            on={starred}
            onVariant="warning"
            Icon={Star}
            text="todo.field.starred"
            onToggle={setStarred}
          />
          <FlagToggle
            on={important}
            onVariant="danger"
            Icon={AlertCircle}
            text="todo.field.important"
            onToggle={setImportant}
          />
        </div>
        <TextField
          id="todo-description"
          rows={4}
          maxLength={MAX_DESCRIPTION}
          label={<FormattedMessage id="todo.field.description" />}
          value={description}
          error={errorFor('description')}
          onChange={setDescription}
        />
        <TagsField value={tags} onChange={setTags} error={errorFor('tags')} />
        <AssigneeField
          // A new task is the caller's until someone else is chosen.
          value={assigneeId || (task ? '' : (viewer?.id ?? ''))}
          noChoice={task ? 'nobody' : 'me'}
          onChange={setAssigneeId}
          viewer={viewer}
          current={task?.assignee ?? null}
          error={errorFor('assigneeId')}
        />
        <TextField
          id="todo-due"
          type="date"
          min="2000-01-01"
          max="2100-12-31"
          label={<FormattedMessage id="todo.field.dueDate" />}
          value={dueDate}
          error={errorFor('dueDate')}
          onChange={setDueDate}
        />
      </fieldset>
      {vacancy || application ? (
        <div className="mb-3">
          <p className="form-label mb-1" id="todo-links-label">
            <FormattedMessage id="todo.field.about" />
          </p>
          <div aria-labelledby="todo-links-label" role="group">
            <TaskLinks task={{ vacancy: vacancy ?? null, application: application ?? null }} />
          </div>
        </div>
      ) : null}
      <FormAlert
        message={saving.error && !shownAtField ? errorTextWithFields(saving.error) : null}
      />
      <FormAlert message={otherError ? errorText(otherError) : null} />
      <div className="mt-auto pt-3 border-top d-flex flex-wrap gap-2">
        {trashed && task ? (
          <Button
            variant="primary"
            disabled={busy}
            onClick={() => restore.mutate(task.id, { onSuccess: onDone })}
          >
            <RotateCcw size={16} aria-hidden="true" className="me-1" />
            <FormattedMessage id="todo.restore" />
          </Button>
        ) : (
          <>
            <Button type="submit" disabled={busy}>
              <FormattedMessage id={task ? 'todo.save' : 'todo.add'} />
            </Button>
            {task ? (
              <Button
                variant="outline-success"
                disabled={busy}
                onClick={() => save(!task.isCompleted)}
              >
                <Check size={16} aria-hidden="true" className="me-1" />
                <FormattedMessage id={task.isCompleted ? 'todo.reopen' : 'todo.complete'} />
              </Button>
            ) : null}
            {task ? (
              <Button
                variant="outline-danger"
                className="ms-auto"
                disabled={busy}
                onClick={() => trash.mutate(task.id, { onSuccess: onDone })}
              >
                <Trash2 size={16} aria-hidden="true" className="me-1" />
                <FormattedMessage id="todo.trash" />
              </Button>
            ) : null}
          </>
        )}
      </div>
    </Form>
  );
}

interface TaskSheetProps {
  show: boolean;
  onHide: () => void;
  /** The task to change; `null` for a new one. */
  task: Task | null;
  /** What a new task is about (shown, not chosen). */
  link: TaskLink;
}

/** The side sheet that adds or changes a task, opened by `useTaskSheet`. */
export function TaskSheet({ show, onHide, task, link }: TaskSheetProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Offcanvas
      show={show}
      onHide={onHide}
      placement="end"
      aria-labelledby={titleId}
      className="todo-sheet"
    >
      <Offcanvas.Header closeButton closeLabel={intl.formatMessage({ id: 'common.close' })}>
        <Offcanvas.Title as="h2" className="h5" id={titleId}>
          <FormattedMessage id={task ? 'todo.sheet.edit' : 'todo.sheet.new'} />
        </Offcanvas.Title>
      </Offcanvas.Header>
      <TaskForm task={task} link={link} onDone={onHide} />
    </Offcanvas>
  );
}
