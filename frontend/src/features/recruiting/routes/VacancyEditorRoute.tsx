import { type ReactNode, type SyntheticEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { FormAlert } from '@/components/ui/FormAlert';
import { PagePlaceholder } from '@/components/ui/PagePlaceholder';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { ApiError } from '@/lib/api/api-error';
import { CATEGORIES, EMPLOYMENT_TYPES, WORKPLACES } from '@/lib/api/types';
import type { MessageId } from '@/lib/i18n/catalogs';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useFieldErrors } from '@/lib/i18n/use-field-errors';
import { categoryLabel, employmentTypeLabel, workplaceLabel } from '@/lib/vacancy-labels';
import { useCreateOrUpdateVacancy } from '../api/create-or-update-vacancy';
import { type AdminVacancy, useAdminVacancy } from '../api/get-admin-vacancy';
import { MarkdownEditor } from '../components/MarkdownEditor';
import { questionFieldOf } from '../components/question-draft';
import { QuestionsEditor } from '../components/QuestionsEditor';
import { RecruitingMessages } from '../components/RecruitingMessages';
import { type VacancyDraft, toDraft, toInput } from '../components/vacancy-draft';

type TextKey =
  | 'title'
  | 'department'
  | 'location'
  | 'salaryMin'
  | 'salaryMax'
  | 'salaryCurrency'
  | 'openings'
  | 'closesOn';

function VacancyForm({ vacancy }: { vacancy: AdminVacancy | null }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { errorText, codeText } = useApiErrorText();
  const save = useCreateOrUpdateVacancy();
  const [draft, setDraft] = useState<VacancyDraft>(() => toDraft(vacancy));
  const { errorFor, validate } = useFieldErrors<string>(save.error);
  const set = <K extends keyof VacancyDraft>(key: K, value: VacancyDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
  };

  const text = (
    key: TextKey,
    label: MessageId,
    type = 'text',
    serverKey: string = key,
  ): ReactNode => {
    const error = errorFor(serverKey);
    return (
      <Form.Group controlId={`vacancy-${key}`}>
        <Form.Label>{intl.formatMessage({ id: label })}</Form.Label>
        <Form.Control
          type={type}
          value={draft[key]}
          isInvalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `vacancy-${key}-error` : undefined}
          onChange={(event) => set(key, event.target.value)}
        />
        {error ? (
          <Form.Control.Feedback type="invalid" id={`vacancy-${key}-error`}>
            {error}
          </Form.Control.Feedback>
        ) : null}
      </Form.Group>
    );
  };

  const select = <K extends 'category' | 'employmentType' | 'workplace'>(
    key: K,
    label: MessageId,
    options: readonly VacancyDraft[K][],
    labels: Record<VacancyDraft[K], MessageId>,
  ) => (
    <Form.Group controlId={`vacancy-${key}`}>
      <Form.Label>{intl.formatMessage({ id: label })}</Form.Label>
      <Form.Select
        value={draft[key]}
        onChange={(event) => set(key, event.target.value as VacancyDraft[K])}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {intl.formatMessage({ id: labels[option] })}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const title = draft.title.trim();
    if (!validate({ title: title.length >= 3 ? null : 'error.title_length' })) return;
    save.mutate(
      { id: vacancy?.id ?? null, input: toInput(draft) },
      { onSuccess: () => void navigate('/job-vacancy-setting') },
    );
  };

  return (
    <Form noValidate onSubmit={onSubmit}>
      <Card className="mb-3">
        <Card.Body>
          <Row className="g-3 align-items-end">
            <Col xs={12}>{text('title', 'recruiting.column.title')}</Col>
            <Col md={4}>
              {select('category', 'recruiting.column.category', CATEGORIES, categoryLabel)}
            </Col>
            <Col md={4}>
              {select(
                'employmentType',
                'vacancy.employmentType',
                EMPLOYMENT_TYPES,
                employmentTypeLabel,
              )}
            </Col>
            <Col md={4}>{select('workplace', 'vacancy.workplace', WORKPLACES, workplaceLabel)}</Col>
            <Col md={6}>{text('department', 'vacancy.department')}</Col>
            <Col md={6}>{text('location', 'vacancy.location')}</Col>
            <Col xs={12}>
              <MarkdownEditor
                id="vacancy-description"
                label={intl.formatMessage({ id: 'vacancy.description' })}
                value={draft.description}
                error={errorFor('description')}
                onChange={(value) => set('description', value)}
              />
            </Col>
            <Col xs={12}>
              <MarkdownEditor
                id="vacancy-requirements"
                label={intl.formatMessage({ id: 'vacancy.requirements' })}
                value={draft.requirements}
                error={errorFor('requirements')}
                onChange={(value) => set('requirements', value)}
              />
            </Col>
            <Col xs={6} md={3}>
              {text('salaryMin', 'recruiting.salaryMin', 'number')}
            </Col>
            <Col xs={6} md={3}>
              {text('salaryMax', 'recruiting.salaryMax', 'number')}
            </Col>
            <Col xs={6} md={3}>
              {text('salaryCurrency', 'recruiting.salaryCurrency')}
            </Col>
            <Col xs={6} md={3} className="d-flex align-items-end">
              <Form.Check
                id="vacancy-showSalary"
                label={intl.formatMessage({ id: 'recruiting.showSalary' })}
                checked={draft.showSalary}
                onChange={(event) => set('showSalary', event.target.checked)}
              />
            </Col>
            <Col xs={6} md={3}>
              {text('openings', 'vacancy.openings', 'number')}
            </Col>
            <Col xs={6} md={3}>
              {text('closesOn', 'vacancy.closingDate', 'date', 'closesAt')}
            </Col>
          </Row>
        </Card.Body>
      </Card>
      <Card className="mb-3">
        <Card.Body>
          <h2 className="h5">
            <FormattedMessage id="recruiting.questions" />
          </h2>
          {errorFor('questions') ? <FormAlert message={errorFor('questions')} /> : null}
          <QuestionsEditor
            questions={draft.questions}
            problemOf={(index) => {
              const problem =
                save.error instanceof ApiError ? save.error.fields[`questions[${index}]`] : null;
              return problem
                ? { field: questionFieldOf(problem.code), text: codeText(problem.code) }
                : null;
            }}
            onChange={(questions) => set('questions', questions)}
          />
        </Card.Body>
      </Card>
      <FormAlert message={save.error ? errorText(save.error) : null} />
      <div className="d-flex justify-content-end gap-2">
        <Link to="/job-vacancy-setting" className="btn btn-outline-secondary">
          <FormattedMessage id="common.cancel" />
        </Link>
        <Button type="submit" disabled={save.isPending}>
          <FormattedMessage id={vacancy ? 'recruiting.saveChanges' : 'recruiting.saveDraft'} />
        </Button>
      </div>
    </Form>
  );
}

function VacancyEditorPage() {
  const intl = useIntl();
  const param = useParams().id;
  const id = param === undefined ? null : Number(param);
  const query = useAdminVacancy(id);
  const title = intl.formatMessage({ id: id === null ? 'recruiting.new' : 'recruiting.editTitle' });
  if (id !== null && query.isPending) return <PagePlaceholder title={title} loading />;
  if (query.error)
    return <QueryErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="h3 mb-3">
        {title}
      </h1>
      <VacancyForm
        key={query.data?.id ?? 'new'}
        vacancy={id === null ? null : (query.data ?? null)}
      />
    </section>
  );
}

/** `/job-vacancy-setting/new` (a draft) and `/job-vacancy-setting/:id/edit`. */
export function VacancyEditorRoute() {
  return (
    <RecruitingMessages>
      <VacancyEditorPage />
    </RecruitingMessages>
  );
}
