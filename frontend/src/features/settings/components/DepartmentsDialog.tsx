import { type SyntheticEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Modal from 'react-bootstrap/Modal';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmButtons } from '@/components/ui/ConfirmButtons';
import { DialogBody } from '@/components/ui/DialogBody';
import { DialogFooter } from '@/components/ui/DialogFooter';
import { DialogHeader } from '@/components/ui/DialogHeader';
import { FormAlert } from '@/components/ui/FormAlert';
import { LoadingCard } from '@/components/ui/LoadingCard';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { ApiError } from '@/lib/api/api-error';
import type { Schemas } from '@/lib/api/types';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useFieldErrors } from '@/lib/i18n/use-field-errors';
import {
  useAddDepartment,
  useDeleteDepartment,
  useDepartments,
  useRenameDepartment,
} from '../api/departments';

type Department = Schemas['Department'];

/** The server's rule is 1–100 characters on one line; an empty name is caught here. */
function nameProblem(name: string) {
  return name.trim() ? null : ('admin.departments.nameRequired' as const);
}

/** An error the server did not pin on the name field. */
function otherError(error: unknown): unknown {
  if (error instanceof ApiError && error.fields.name) return null;
  return error;
}

interface NameFormProps {
  id: string;
  label: string;
  /** The label is read by screen readers only (the row says what is renamed). */
  hideLabel?: boolean;
  initial?: string;
  submitLabel: string;
  error: string | null;
  pending: boolean;
  onSubmit: (name: string) => void;
  onCancel?: () => void;
}

/** One line: a department's name and the button that saves it. */
function NameForm({
  id,
  label,
  hideLabel,
  initial = '',
  submitLabel,
  error,
  pending,
  onSubmit,
  onCancel,
}: NameFormProps) {
  const intl = useIntl();
  const [name, setName] = useState(initial);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    event.stopPropagation();
    onSubmit(name);
  };
  return (
    <Form noValidate onSubmit={submit} className="flex-grow-1">
      <Form.Label htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </Form.Label>
      <InputGroup hasValidation>
        <Form.Control
          id={id}
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
          isInvalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          autoFocus={Boolean(onCancel)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && onCancel) {
              event.stopPropagation();
              onCancel();
            }
          }}
        />
        <Button type="submit" disabled={pending}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="outline-secondary" onClick={onCancel}>
            {intl.formatMessage({ id: 'common.cancel' })}
          </Button>
        ) : null}
        {error ? (
          <Form.Control.Feedback type="invalid" id={`${id}-error`}>
            {error}
          </Form.Control.Feedback>
        ) : null}
      </InputGroup>
    </Form>
  );
}

function DepartmentItem({ department }: { department: Department }) {
  const intl = useIntl();
  const { errorText } = useApiErrorText();
  const rename = useRenameDepartment();
  const remove = useDeleteDepartment();
  const { errorFor, validate } = useFieldErrors<'name'>(rename.error);
  const [mode, setMode] = useState<'show' | 'rename' | 'delete'>('show');
  const { id, name, users } = department;
  const failure = otherError(rename.error) ?? remove.error;

  const show = () => {
    rename.reset();
    remove.reset();
    validate({});
    setMode('show');
  };

  return (
    <li className="list-group-item py-3">
      {mode === 'rename' ? (
        <NameForm
          id={`department-${id}-name`}
          label={intl.formatMessage({ id: 'admin.departments.newName' }, { name })}
          hideLabel
          initial={name}
          submitLabel={intl.formatMessage({ id: 'admin.departments.save' })}
          error={errorFor('name')}
          pending={rename.isPending}
          onCancel={show}
          onSubmit={(next) => {
            if (!validate({ name: nameProblem(next) })) return;
            if (next.trim() === name) return show();
            rename.mutate({ id, name: next }, { onSuccess: () => setMode('show') });
          }}
        />
      ) : mode === 'delete' ? (
        <div className="d-flex flex-wrap align-items-center gap-2">
          <p className="mb-0 flex-grow-1" id={`department-${id}-confirm`}>
            <FormattedMessage
              id="admin.departments.confirmDelete"
              values={{ name, count: users }}
            />
          </p>
          <ConfirmButtons
            confirm="admin.departments.delete"
            pending={remove.isPending}
            describedBy={`department-${id}-confirm`}
            autoFocus
            onConfirm={() => remove.mutate(id)}
            onCancel={show}
          />
        </div>
      ) : (
        <div className="d-flex flex-wrap align-items-center gap-2">
          <div className="flex-grow-1 text-break">
            <span className="fw-semibold">{name}</span>{' '}
            <span className="small text-body-secondary text-nowrap">
              <FormattedMessage id="admin.departments.users" values={{ count: users }} />
            </span>
          </div>
          <div className="d-flex gap-2">
            <Button
              size="sm"
              variant="outline-primary"
              aria-label={intl.formatMessage({ id: 'admin.departments.renameOf' }, { name })}
              onClick={() => setMode('rename')}
            >
              <FormattedMessage id="admin.departments.rename" />
            </Button>
            <Button
              size="sm"
              variant="outline-danger"
              aria-label={intl.formatMessage({ id: 'admin.departments.deleteOf' }, { name })}
              onClick={() => setMode('delete')}
            >
              <FormattedMessage id="admin.departments.delete" />
            </Button>
          </div>
        </div>
      )}
      {failure ? (
        <div className="mt-2">
          <FormAlert message={errorText(failure)} />
        </div>
      ) : null}
    </li>
  );
}

function AddDepartment() {
  const intl = useIntl();
  const { errorText } = useApiErrorText();
  const add = useAddDepartment();
  const { errorFor, validate } = useFieldErrors<'name'>(add.error);
  // A new form after each addition starts empty again.
  const [added, setAdded] = useState(0);
  const failure = otherError(add.error);
  return (
    <div className="mb-3">
      <NameForm
        key={added}
        id="department-new"
        label={intl.formatMessage({ id: 'admin.departments.new' })}
        submitLabel={intl.formatMessage({ id: 'admin.departments.add' })}
        error={errorFor('name')}
        pending={add.isPending}
        onSubmit={(name) => {
          if (!validate({ name: nameProblem(name) })) return;
          add.mutate(name, { onSuccess: () => setAdded((count) => count + 1) });
        }}
      />
      {failure ? (
        <div className="mt-2">
          <FormAlert message={errorText(failure)} />
        </div>
      ) : null}
    </div>
  );
}

/** Adds, renames and deletes the tenant's departments, showing how many people each has. */
export function DepartmentsDialog({ show, onHide }: { show: boolean; onHide: () => void }) {
  const departments = useDepartments();

  let list;
  if (departments.isPending) list = <LoadingCard lines={3} />;
  else if (departments.isError)
    list = <QueryErrorState error={departments.error} onRetry={() => void departments.refetch()} />;
  else if (departments.data.length === 0)
    list = (
      <p className="text-body-secondary mb-0">
        <FormattedMessage id="admin.departments.empty" />
      </p>
    );
  else
    list = (
      <ul className="list-group list-group-flush border-top">
        {departments.data.map((department) => (
          <DepartmentItem key={department.id} department={department} />
        ))}
      </ul>
    );

  return (
    <Modal show={show} onHide={onHide} centered scrollable aria-labelledby="departments-title">
      <DialogHeader id="departments-title">
        <FormattedMessage id="admin.departments.title" />
      </DialogHeader>
      <DialogBody hint="admin.departments.text">
        <AddDepartment />
        {list}
      </DialogBody>
      <DialogFooter onCancel={onHide} cancelText="common.close" />
    </Modal>
  );
}
