import { http, HttpResponse, ws } from 'msw';
import { setupServer } from 'msw/node';
import { aDashboard } from './builders';
import {
  demoTenant,
  errorBody,
  mailCounts,
  mailPage,
  retentionOverview,
  standardStages,
  standardTemplate,
  vacancyPage,
} from './fixtures';

/** The chat socket every signed-in page opens; a test about chat sends its own events. */
export const chatSocket = ws.link('ws://*/api/v1/chat/ws');

/** Answers every test needs; a test adds its own with `server.use(...)`. */
export const defaultHandlers = [
  http.get('/api/v1/tenant', () => HttpResponse.json(demoTenant)),
  // The server has no person records yet and answers 404, which keeps the default avatar.
  http.post('/api/v1/Persons/getPersonBasicInfo', () =>
    HttpResponse.json(errorBody('not_found', 'The requested resource does not exist.'), {
      status: 404,
    }),
  ),
  http.post('/api/authenticate/logout', () => new HttpResponse(null, { status: 204 })),
  // No single sign-on: the sign-in pages offer the password only, and Log Out asks for nothing
  // more; the admins' settings show an empty form.
  http.get('/api/authenticate/oidc/provider', () =>
    HttpResponse.json({ enabled: false, displayName: null }),
  ),
  http.get('/api/authenticate/oidc/logout', () => HttpResponse.json({ endSessionUrl: null })),
  http.get('/api/v1/admin/sso', () =>
    HttpResponse.json(errorBody('sso_not_configured', 'Single sign-on is not set up.'), {
      status: 404,
    }),
  ),
  // Pages that many tests pass through; the tests about them answer with their own.
  http.get('/api/v1/me/applications', () => HttpResponse.json([])),
  http.get('/api/v1/me/saved-vacancies', () => HttpResponse.json([])),
  // The application page lists its offers, My Application the offers sent to the applicant, and
  // the hiring settings the offer templates, approval chain and report.
  http.get('/api/v1/offers', () => HttpResponse.json([])),
  http.get('/api/v1/me/offers', () => HttpResponse.json([])),
  http.get('/api/v1/admin/offer-templates', () => HttpResponse.json({ templates: [], fields: [] })),
  http.get('/api/v1/admin/offer-approval-chain', () => HttpResponse.json({ steps: [] })),
  http.get('/api/v1/admin/offers/report', () => HttpResponse.json({ vacancies: [] })),
  // My Application shows the applicant's interviews, and staff's account card the calendar feed.
  http.get('/api/v1/me/interviews', () => HttpResponse.json({ data: [] })),
  http.get('/api/v1/me/calendar-feed', () => HttpResponse.json({ active: false, createdAt: null })),
  // The calendar page asks for the viewed range; the tests about it answer with their events.
  http.get('/api/v1/calendar/events', () => HttpResponse.json({ data: [] })),
  // The menu's unread badge asks for every signed-in user; application pages list their mail.
  http.get('/api/v1/mail/counts', () => HttpResponse.json(mailCounts())),
  http.get('/api/v1/mail', () => HttpResponse.json(mailPage([]))),
  // Every signed-in page opens the chat socket (after the chats list, which the badge counts).
  http.get('/api/v1/chat/chats', () => HttpResponse.json([])),
  http.post('/api/v1/chat/ticket', () => HttpResponse.json({ ticket: 'test-ticket' })),
  chatSocket.addEventListener('connection', () => undefined),
  // The To-do app's cards (dashboard, pipeline, application) list open tasks and the tags.
  http.get('/api/v1/tasks', () =>
    HttpResponse.json({ data: [], total: 0, totalExact: true, page: 1, perPage: 5 }),
  ),
  http.get('/api/v1/tasks/counts', () =>
    HttpResponse.json({
      all: 0,
      starred: 0,
      important: 0,
      completed: 0,
      trashed: 0,
      open: 0,
      overdue: 0,
      tags: [],
    }),
  ),
  http.get('/api/v1/admin/task-tags', () => HttpResponse.json([])),
  // The dashboard lists the scorecards to write; an application's page its interviews' evidence.
  http.get('/api/v1/scorecards', () => HttpResponse.json([])),
  http.get('/api/v1/admin/applications/:id/evidence', ({ params }) =>
    HttpResponse.json({
      applicationId: Number(params.id),
      blind: false,
      mayDecide: false,
      interviews: [],
      attributes: [],
      scorecards: [],
      uncovered: [],
      recommendations: { strongNo: 0, no: 0, yes: 0, strongYes: 0 },
      decisions: [],
    }),
  ),
  // An application's page lists its requests for interview times, My Application the applicant's,
  // and staff's account settings their availability and external calendar.
  http.get('/api/v1/scheduling/requests', () => HttpResponse.json({ data: [] })),
  http.get('/api/v1/me/scheduling', () => HttpResponse.json({ data: [] })),
  http.get('/api/v1/me/availability', () =>
    HttpResponse.json({
      timeZone: null,
      effectiveTimeZone: 'Europe/Berlin',
      days: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
      maxPerDay: null,
      maxPerWeek: null,
    }),
  ),
  http.get('/api/v1/me/external-calendar', () =>
    HttpResponse.json({ configured: false, busyCount: 0 }),
  ),
  // The vacancy editor shows each stage's interview kit (none).
  http.get('/api/v1/admin/vacancies/:id/interview-kits', () => HttpResponse.json([])),
  // The navbar shows every signed-in user's starred bookmarks.
  http.get('/api/v1/me/bookmarks', () =>
    HttpResponse.json({ navbar: [], overflow: [], unstarred: [] }),
  ),
  // Every part of the dashboard, mostly empty; the dashboard's own tests answer with full figures.
  http.get('/api/v1/admin/dashboard', () => HttpResponse.json(aDashboard())),
  // The settings page's data retention card: none set, nothing due.
  http.get('/api/v1/admin/retention', () =>
    HttpResponse.json(retentionOverview({ retentionDays: null })),
  ),
  http.get('/api/v1/admin/vacancies', () =>
    HttpResponse.json({ data: [], total: 0, totalExact: true, page: 1, perPage: 20 }),
  ),
  // The vacancy editor's hiring process: the default template, and a vacancy's stages and funnel.
  http.get('/api/v1/admin/stage-templates', () => HttpResponse.json([standardTemplate])),
  http.get('/api/v1/admin/vacancies/:id/stages', () => HttpResponse.json(standardStages)),
  http.get('/api/v1/admin/vacancies/:id/funnel', () =>
    HttpResponse.json({ stages: [], rejections: [] }),
  ),
  // Its hiring team (none yet), and the colleagues who could join it (the calendar's people).
  http.get('/api/v1/admin/vacancies/:id/team', () => HttpResponse.json([])),
  http.get('/api/v1/calendar/people', () => HttpResponse.json({ data: [] })),
  http.get('/api/v1/vacancies', () => HttpResponse.json(vacancyPage([]))),
  // The careers site's response figure: the tenant shows none.
  http.get('/api/v1/response-figure', () =>
    HttpResponse.json({ shown: false, withinDays: 14, periodDays: 90 }),
  ),
  http.get('/api/v1/vacancies/categories', () =>
    HttpResponse.json([
      { category: 'fresh-graduate', open: 0 },
      { category: 'experienced-hire', open: 0 },
      { category: 'internship', open: 0 },
    ]),
  ),
];

export const server = setupServer(...defaultHandlers);
