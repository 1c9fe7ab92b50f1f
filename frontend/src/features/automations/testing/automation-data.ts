import { http, HttpResponse } from 'msw';
import type { ErrorCode } from '@/lib/api/api-error';
import type { Schemas } from '@/lib/api/types';
import { errorBody } from '@/testing/fixtures';
import { server } from '@/testing/server';
import { TEMPLATE_KINDS, type Rule } from '../api/types';

export const VACANCY_ID = 7;
/** The standard stages' ids (src/testing/fixtures.ts): Submitted 101 … Interview 103 … Hired 105. */
export const INTERVIEW = 103;

const FIELDS: Record<string, string[]> = {
  interview_invitation: ['applicant_name', 'vacancy_title', 'stage_name', 'link', 'site_name'],
};

/** Every template in every language, ours (not the tenant's) unless `custom` says otherwise. */
export function templateList(
  custom: Partial<Record<string, Record<string, { subject: string; body: string }>>> = {},
): Schemas['MessageTemplate'][] {
  return TEMPLATE_KINDS.map((kind) => ({
    kind,
    fields: FIELDS[kind] ?? ['applicant_name', 'vacancy_title', 'site_name'],
    texts: Object.fromEntries(
      ['en', 'de', 'fr', 'pt'].map((locale) => {
        const own = custom[kind]?.[locale];
        return [
          locale,
          own
            ? { ...own, custom: true }
            : {
                subject: `Our ${kind} subject (${locale}): {vacancy_title}`,
                body: `Our ${kind} body (${locale}), {applicant_name}.`,
                custom: false,
              },
        ];
      }),
    ),
  }));
}

export function aRule(overrides: Partial<Rule> = {}): Rule {
  return {
    id: 31,
    vacancyId: VACANCY_ID,
    name: 'Phone screen',
    enabled: false,
    trigger: { type: 'entered_stage', stageId: INTERVIEW },
    conditions: {},
    actions: [
      { type: 'send_template', template: 'interview_invitation', delayMinutes: 0 },
      { type: 'create_task', title: 'Schedule the interview', role: 'recruiter' },
    ],
    createdAt: '2026-11-20T08:00:00Z',
    updatedAt: '2026-11-20T08:00:00Z',
    runsDone: 4,
    runsFailed: 1,
    lastRunAt: '2026-11-29T10:00:00Z',
    ...overrides,
  };
}

export const settings: Schemas['AutomationSettings'] = {
  waitingLimitDays: null,
  closingMessages: false,
  showResponseFigure: false,
};

/** The page's lists as the server answers them; a test adds the calls it makes. */
export function answerLists({
  templates = templateList(),
  rules = [] as Rule[],
  automation = settings,
}: {
  templates?: Schemas['MessageTemplate'][];
  rules?: Rule[];
  automation?: Schemas['AutomationSettings'];
} = {}) {
  server.use(
    http.get('/api/v1/admin/message-templates', () => HttpResponse.json(templates)),
    http.get('/api/v1/admin/rules', () => HttpResponse.json(rules)),
    http.get('/api/v1/admin/automation-settings', () => HttpResponse.json(automation)),
    http.get('/api/v1/admin/vacancies', () =>
      HttpResponse.json({
        data: [{ id: VACANCY_ID, title: 'Deck Officer' }],
        total: 1,
        page: 1,
        perPage: 100,
      }),
    ),
  );
}

/** 400 `validation_failed` naming these fields' problems. */
export function invalid(fields: Record<string, ErrorCode>) {
  return HttpResponse.json(errorBody('validation_failed', 'Invalid.', fields), { status: 400 });
}
