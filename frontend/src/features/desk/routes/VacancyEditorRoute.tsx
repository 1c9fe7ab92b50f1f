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
import { PageSection } from '@/components/ui/PageSection';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { TitledCard } from '@/components/ui/TitledCard';
import { ApiError } from '@/lib/api/api-error';
import { CATEGORIES, EMPLOYMENT_TYPES, WORKPLACES } from '@/lib/api/types';
import { LOCALES, type Locale, type MessageId, isLocale } from '@/lib/i18n/catalogs';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useFieldErrors } from '@/lib/i18n/use-field-errors';
import { useCurrentTenant } from '@/lib/tenant/get-tenant';
import { categoryLabel, employmentTypeLabel, workplaceLabel } from '@/lib/vacancy-labels';
import { useCreateOrUpdateVacancy } from '../api/create-or-update-vacancy';
import { type AdminVacancy, useAdminVacancy } from '../api/get-admin-vacancy';
import { DeskMessages } from '../components/DeskMessages';
import { MarkdownEditor } from '../components/MarkdownEditor';
import { questionFieldOf } from '../components/question-draft';
import { QuestionsEditor } from '../components/QuestionsEditor';
import {
  TEXT_KEYS,
  type TextKey,
  type VacancyDraft,
  isMissing,
  otherLanguages,
  textIn,
  toDraft,
  toInput,
  translationField,
} from '../components/vacancy-draft';
import { VacancyTranslations } from '../components/VacancyTranslations';

type InputKey =
  | 'title'
  | 'department'
  | 'location'
  | 'salaryMin'
  | 'salaryMax'
  | 'salaryCurrency'
  | 'openings'
  | 'closesOn';

/** The languages the tenant writes in (all of the app's when it chose none) and its default. */
function useTenantLanguages(): { languages: Locale[]; main: Locale } {
  const { data: tenant } = useCurrentTenant();
  const chosen = tenant?.locales ?? [];
  const languages = LOCALES.filter((locale) => chosen.length === 0 || chosen.includes(locale));
  const main = isLocale(tenant?.defaultLocale) ? tenant.defaultLocale : (languages[0] ?? 'en');
  return { languages, main };
}

/** What the app passes in from the hiring process's feature (the desk does not import it). */
export interface VacancyEditorSlots {
  /** A new vacancy's "Hiring process": the template its stages are copied from. */
  stageTemplateField?: (field: {
    value: number | null;
    onChange: (id: number | null) => void;
    error: string | null;
  }) => ReactNode;
  /** Cards below an existing vacancy's form: its hiring process and its funnel. */
  vacancyCards?: (vacancyId: number) => ReactNode;
}

function VacancyForm({
  vacancy,
  stageTemplateField,
}: {
  vacancy: AdminVacancy | null;
  stageTemplateField: VacancyEditorSlots['stageTemplateField'];
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { errorText, codeText } = useApiErrorText();
  const save = useCreateOrUpdateVacancy();
  const tenantLanguages = useTenantLanguages();
  const [draft, setDraft] = useState<VacancyDraft>(() => toDraft(vacancy, tenantLanguages.main));
  const [tab, setTab] = useState<Locale | undefined>(undefined);
  // A new vacancy's process template (none: the tenant's default).
  const [stageTemplateId, setStageTemplateId] = useState<number | null>(null);
  const { errorFor, validate } = useFieldErrors<string>(save.error);
  const set = <K extends keyof VacancyDraft>(key: K, value: VacancyDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
  };
  const others = otherLanguages(
    draft.language,
    tenantLanguages.languages,
    Object.keys(vacancy?.translations ?? {}),
  );
  // The main language's choices: the tenant's, and the vacancy's own if the tenant dropped it.
  const mainChoices = LOCALES.filter(
    (language) => tenantLanguages.languages.includes(language) || language === draft.language,
  );
  /** Shows a translation whose fields have a problem, unless the one shown has one too. */
  const showTabWithProblem = (hasProblem: (field: string) => boolean) => {
    const inLanguage = (language: Locale) =>
      TEXT_KEYS.some((key) => hasProblem(translationField(language, key)));
    const shown = others.find((language) => language === tab) ?? others[0];
    if (shown && inLanguage(shown)) return;
    const language = others.find(inLanguage);
    if (language) setTab(language);
  };
  const setTranslation = (language: Locale, key: TextKey, value: string) => {
    setDraft((current) => ({
      ...current,
      translations: {
        ...current.translations,
        [language]: { ...textIn(current, language), [key]: value },
      },
    }));
  };

  const text = (
    key: InputKey,
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
    const short = (value: string) => (value.trim().length >= 3 ? null : 'error.title_length');
    const problems: Record<string, MessageId | null> = { title: short(draft.title) };
    // A translation needs its title once it has any text; one left wholly empty is removed.
    for (const language of others) {
      const translation = textIn(draft, language);
      problems[translationField(language, 'title')] = isMissing(translation)
        ? null
        : short(translation.title);
    }
    if (!validate(problems)) {
      showTabWithProblem((field) => Boolean(problems[field]));
      return;
    }
    save.mutate(
      {
        id: vacancy?.id ?? null,
        input: {
          ...toInput(draft, others),
          // Read when the vacancy is made only; its process is edited on its own afterwards.
          ...(vacancy === null && stageTemplateId !== null ? { stageTemplateId } : {}),
        },
      },
      {
        onSuccess: () => void navigate('/job-vacancy-setting'),
        // The server's problems in a translation: its tab is shown.
        onError: (error) => {
          if (error instanceof ApiError) showTabWithProblem((field) => field in error.fields);
        },
      },
    );
  };

  return (
    <Form noValidate onSubmit={onSubmit}>
      <Card className="mb-3">
        <Card.Body>
          <Row className="g-3 align-items-end">
            <Col md={8}>{text('title', 'recruiting.column.title')}</Col>
            <Col md={4}>
              <Form.Group controlId="vacancy-language">
                <Form.Label>
                  <FormattedMessage id="recruiting.language" />
                </Form.Label>
                <Form.Select
                  value={draft.language}
                  onChange={(event) => {
                    const language = LOCALES.find((code) => code === event.target.value);
                    if (language) set('language', language);
                  }}
                >
                  {mainChoices.map((language) => (
                    <option key={language} value={language} lang={language}>
                      {intl.formatMessage({ id: `language.${language}` })}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            </Col>
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
                lang={draft.language}
                error={errorFor('description')}
                onChange={(value) => set('description', value)}
              />
            </Col>
            <Col xs={12}>
              <MarkdownEditor
                id="vacancy-requirements"
                label={intl.formatMessage({ id: 'vacancy.requirements' })}
                value={draft.requirements}
                lang={draft.language}
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
            {vacancy === null && stageTemplateField ? (
              <Col md={6}>
                {stageTemplateField({
                  value: stageTemplateId,
                  onChange: setStageTemplateId,
                  error: errorFor('stageTemplateId'),
                })}
              </Col>
            ) : null}
          </Row>
        </Card.Body>
      </Card>
      <VacancyTranslations
        main={draft.language}
        languages={others}
        textOf={(language) => textIn(draft, language)}
        onChange={setTranslation}
        errorFor={errorFor}
        tab={tab}
        onTab={setTab}
      />
      <TitledCard title={<FormattedMessage id="recruiting.questions" />} className="mb-3">
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
      </TitledCard>
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

function VacancyEditorPage({ stageTemplateField, vacancyCards }: VacancyEditorSlots) {
  const intl = useIntl();
  const param = useParams().id;
  const id = param === undefined ? null : Number(param);
  const query = useAdminVacancy(id);
  // The tenant's languages: a new vacancy is written in its default one.
  const tenant = useCurrentTenant();
  const title = intl.formatMessage({ id: id === null ? 'recruiting.new' : 'recruiting.editTitle' });
  if ((id !== null && query.isPending) || tenant.isLoading) {
    return <PagePlaceholder title={title} loading />;
  }
  if (query.error)
    return <QueryErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <PageSection title={title}>
      <VacancyForm
        key={query.data?.id ?? 'new'}
        vacancy={id === null ? null : (query.data ?? null)}
        stageTemplateField={stageTemplateField}
      />
      {id !== null && query.data && vacancyCards ? (
        <div className="mt-3">{vacancyCards(query.data.id)}</div>
      ) : null}
    </PageSection>
  );
}

/**
 * `/job-vacancy-setting/new` (a draft) and `/job-vacancy-setting/:id/edit`; the app passes in the
 * hiring process's parts.
 */
export function VacancyEditorRoute(slots: VacancyEditorSlots) {
  return (
    <DeskMessages>
      <VacancyEditorPage {...slots} />
    </DeskMessages>
  );
}
