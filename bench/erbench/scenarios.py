"""The seven HTTP scenarios of issue 9 and the sign-in flood: request plans, sample requests for the
database limit."""

from __future__ import annotations

import dataclasses
import datetime
import json
import random
import secrets
import time
from typing import Callable

from . import config
from .config import Profile
from .db import bench_data, psql
from .server import Server

CATEGORIES = ("fresh-graduate", "experienced-hire", "internship")
SEARCHES = (
    "engineer", "data", "intern", "senior", "marketing", "analyst", "design", "lisbon",
    "finance manager", "sales",
)
APPLY_BODY = json.dumps({
    "consent": True,
    "coverLetter": "I would like to bring my experience to your team.",
    "answers": [],
    "source": "benchmark",
})

Line = tuple[str, str, str, str | None, str | None]

# Issue 9's numbering, then the sign-in flood.
ORDER = ("list", "search", "detail", "login", "my_applications", "admin_list", "apply", "login_flood",
         "mail_inbox", "mail_search", "mail_counts", "calendar_month", "calendar_slots",
         "tasks_mine", "tasks_search", "tasks_counts", "users_list", "global_search", "desk_grid",
         "desk_search", "desk_dashboard", "desk_grid_cached", "desk_dashboard_cached",
         "desk_grid_team", "desk_grid_team_cached", "desk_dashboard_team", "desk_dashboard_team_cached",
         "scorecards_evidence", "scorecards_evidence_cached", "offer_pdf", "scheduling_page",
         "help_faq", "feed_rss", "vacancy_page") + tuple(
             f"scale_{kind}_{size}{cached}" for kind, size, cached in (
                 ("list", 300, ""), ("list", 1000, ""), ("list", 10000, ""), ("list", 10000, "_cached"),
                 ("detail", 300, ""), ("detail", 1000, ""), ("detail", 10000, ""), ("detail", 10000, "_cached"),
                 ("search", 300, ""), ("search", 1000, ""), ("search", 10000, ""), ("search", 10000, "_cached"),
                 ("search", 100000, ""), ("search", 100000, "_cached"))) + ("list_cached",)
# Issue 24's help centre on the large tenant: a FAQ of this many entries in four languages.
HELP_FAQ = 40
HELP_SQL = """
INSERT INTO {schema}.help_categories (slug, position, texts) VALUES
  ('applying', 0, '{{"en": {{"name": "Applying"}}, "de": {{"name": "Bewerbung"}},
                   "fr": {{"name": "Candidature"}}, "pt": {{"name": "Candidaturas"}}}}'),
  ('your-account', 1, '{{"en": {{"name": "Your account"}}, "de": {{"name": "Ihr Konto"}},
                       "fr": {{"name": "Votre compte"}}, "pt": {{"name": "A sua conta"}}}}');
INSERT INTO {schema}.help_faq (category_id, position, texts)
SELECT (SELECT id FROM {schema}.help_categories ORDER BY position OFFSET n % 2 LIMIT 1), n, jsonb_build_object(
  'en', jsonb_build_object('question', 'How do I follow application step ' || n || '?',
        'answer', repeat('You apply from the vacancy page with your profile and CV, then follow it. ', 6)),
  'de', jsonb_build_object('question', 'Wie verfolge ich Schritt ' || n || ' meiner Bewerbung?',
        'answer', repeat('Sie bewerben sich auf der Seite der Stelle mit Profil und Lebenslauf. ', 6)),
  'fr', jsonb_build_object('question', 'Comment suivre l''étape ' || n || ' de ma candidature ?',
        'answer', repeat('Vous postulez depuis la page de l''offre avec votre profil et votre CV. ', 6)),
  'pt', jsonb_build_object('question', 'Como acompanho o passo ' || n || ' da minha candidatura?',
        'answer', repeat('Candidata-se na página da vaga com o seu perfil e CV e acompanha-a. ', 6)))
FROM generate_series(1, {count}) AS n;
"""
# Issue 19's busy team: 20 interviewers, 5,000 events over the year.
CALENDAR_INTERVIEWERS = 20
CALENDAR_EVENTS = 5000
# Issue 20's team: 20,000 tasks spread over the staff (the calendar's 20 interviewers among them).
TASKS = 20000
TASK_SEARCHES = ("candidate 42", "role 17", "follow", "candidate 1999", "about the role 3")
# An admin looking someone up among the 50,000 applicants.
USER_SEARCHES = ("applicant 4242", "Applicant 17", "applicant1999@", "Sam", "interviewer")
# A name the messages mention (sender or body), as a recruiter looks up a candidate's mail.
MAIL_SEARCHES = ("Applicant 4242", "Applicant 1717", "Applicant 3003", "Applicant 2718", "Applicant 1414")
# Issue 21's navbar search: two words as a recruiter types them, across every group (candidates
# by name, CVs by their text, vacancies, the recruiter's mail and the team's tasks).
GLOBAL_SEARCHES = ("kubernetes lisbon", "applicant 4242", "data engineer", "python berlin", "follow candidate",
                   "applicant 17", "salesforce acme", "senior analyst")
# Issue 22's all-applications grid (200,000 applications): two filters and a sort, as a recruiter
# narrows the list (the issue's target) — and, apart, a name search.
DESK_QUERIES = ("status=in_review&category=experienced-hire&sort=-appliedAt",
                "status=submitted&knockedOut=false&sort=name",
                "category=internship&from={year_ago}&sort=-updatedAt",
                "status=interview&source=linkedin&sort=vacancy")
DESK_SEARCHES = ("applicant+42", "applicant+1717", "Applicant+3003", "applicant2718@", "applicant+1414")
# Issue 45: a tenant that limits staff to their hiring teams; the bench's staff member recruits for
# this many of the large tenant's vacancies.
TEAM_VACANCIES = 200
# Issue 46: the evidence view of applications each with this many interviews of this many
# interviewers, every one with a submitted scorecard against a kit of this many attributes.
EVIDENCE_APPLICATIONS = 20
EVIDENCE_INTERVIEWS = 6
EVIDENCE_INTERVIEWERS = 3
EVIDENCE_ATTRIBUTES = 6
EVIDENCE_SQL = """
DELETE FROM {s}.scorecards WHERE event_id IN (SELECT id FROM {s}.calendar_events WHERE title LIKE 'Bench interview %');
DELETE FROM {s}.calendar_events WHERE title LIKE 'Bench interview %';
CREATE TEMP TABLE bench_apps AS
  SELECT id, stage_id FROM {s}.applications WHERE stage_id IS NOT NULL AND status IN ('in_review', 'interview')
  ORDER BY status DESC, id LIMIT {applications};
UPDATE {s}.vacancy_stages SET kit = (
  SELECT jsonb_agg(jsonb_build_object('id', gen_random_uuid(), 'area', 'skills',
                                      'names', jsonb_build_object('en', 'Attribute ' || n)) ORDER BY n)
  FROM generate_series(1, {attributes}) AS n)
WHERE id IN (SELECT stage_id FROM bench_apps);
INSERT INTO {s}.calendar_events (uid, title, starts_at, ends_at, label, organizer_id, application_id, stage_id)
SELECT gen_random_uuid(), 'Bench interview ' || r, now() - make_interval(days => r),
       now() - make_interval(days => r) + interval '1 hour', 'interview',
       (SELECT id FROM {s}.users WHERE email = 'admin@demo.test'), a.id, a.stage_id
FROM bench_apps a CROSS JOIN generate_series(1, {interviews}) AS r;
INSERT INTO {s}.calendar_attendees (event_id, user_id, response, starts_at, ends_at, all_day, busy)
SELECT e.id, u.id, 'accepted', e.starts_at, e.ends_at, false, true
FROM {s}.calendar_events e
CROSS JOIN LATERAL (SELECT id FROM {s}.users WHERE email LIKE 'interviewer%@demo.test'
                    ORDER BY md5(id::text || e.id::text) LIMIT {interviewers}) u
WHERE e.title LIKE 'Bench interview %';
INSERT INTO {s}.scorecards (event_id, application_id, stage_id, author_id, ratings, takeaways, recommendation,
                            version, submitted_at)
SELECT c.event_id, e.application_id, e.stage_id, c.user_id,
       (SELECT jsonb_object_agg(k ->> 'id', 1 + (random() * 3)::int) FROM jsonb_array_elements(vs.kit) AS k),
       'Clear thinker; strong on the basics.', (ARRAY['strong_no', 'no', 'yes', 'strong_yes'])[1 + (random() * 3)::int],
       1, now()
FROM {s}.calendar_attendees c
JOIN {s}.calendar_events e ON e.id = c.event_id
JOIN {s}.vacancy_stages vs ON vs.id = e.stage_id
WHERE e.title LIKE 'Bench interview %';
SELECT id FROM bench_apps;
"""
# Issue 50: the candidate's self-scheduling page (the times a 5-person panel can all take, over a
# window of 10 working days, from the interviewers' busy calendars) for this many requests.
SCHEDULING_REQUESTS = 20
SCHEDULING_SQL = """
DELETE FROM {s}.scheduling_requests WHERE message = 'Bench request';
INSERT INTO {s}.scheduling_requests (application_id, token_hash, token_sealed, arrangement, message, window_end)
SELECT a.id, sha256(convert_to('bench-token-' || row_number() OVER (ORDER BY a.id), 'UTF8')), ''::bytea,
       'back_to_back', 'Bench request', now() + interval '14 days'
FROM (SELECT id FROM {s}.applications WHERE status IN ('submitted', 'in_review')
      AND id NOT IN (SELECT application_id FROM {s}.scheduling_requests WHERE state = 'open')
      ORDER BY id LIMIT {count}) a;
INSERT INTO {s}.scheduling_sessions (request_id, position, title, minutes, panel, interviewers)
SELECT r.id, 0, 'Panel interview', 60, true,
       ARRAY(SELECT id FROM {s}.users WHERE email LIKE 'interviewer%@demo.test' ORDER BY md5(id::text || r.id::text) LIMIT 5)
FROM {s}.scheduling_requests r WHERE r.message = 'Bench request';
"""
# Issue 47: an offer letter of about a page, in German (umlauts, a heading, a list), rendered to
# PDF at every request (a draft's preview: nothing stored).
OFFER_LETTER = ("# Arbeitsangebot\n\nLiebe Frau Müller,\n\n"
                + "wir freuen uns, Ihnen die Stelle **Datenanalystin** anzubieten. " * 12
                + "\n\n- Gehalt: 65.000,00 EUR pro Jahr\n- Beginn: 1. März 2027\n- Vertrag: unbefristet\n\n"
                + "Bitte antworten Sie bis zum 15. Februar 2027. " * 8
                + "\n\nMit freundlichen Grüßen\nSam Staff")
OFFERS_SQL = """
DELETE FROM {s}.offers WHERE letter LIKE '# Arbeitsangebot%';
WITH made AS (
  INSERT INTO {s}.offers (application_id, locale, state, salary_amount, salary_currency, salary_period, start_date,
                          contract_type, expires_on, letter)
  SELECT a.id, 'de', 'approved', 65000, 'EUR', 'year', current_date + 30, 'permanent', current_date + 14, $letter${letter}$letter$
  FROM {s}.applications a
  WHERE NOT EXISTS (SELECT 1 FROM {s}.offers o WHERE o.application_id = a.id
                    AND o.state IN ('draft', 'pending_approval', 'approved', 'sent'))
  ORDER BY a.id LIMIT {count}
  RETURNING id)
SELECT id FROM made;
"""
OFFERS = 8
# Access tokens live 15 minutes: sign in again after 10.
TOKEN_REUSE_S = 600


@dataclasses.dataclass
class Scenario:
    key: str
    title: str
    plan: Callable[[int], list[Line]]
    """Builds the plan for a run of about `n` requests (only `once` plans need the hint)."""
    once: bool = False
    # Requests whose statements make the pgbench script (read scenarios only; signed in when
    # called), and a text that one of their statements contains.
    samples: Callable[[], list[Line]] | None = None
    marker: str = ""
    cleanup: Callable[[], None] | None = None
    # A second load run at the same time on another tenant, and the connections of the two
    # (instead of the profile's concurrencies); only the two are measured, not `plan` alone.
    beside: Callable[[int], list[Line]] | None = None
    beside_tenant: str = ""
    connections: tuple[int, int] | None = None
    # A server of the scenario's own, with this environment over the benchmark's (server.py);
    # None leaves a setting at the server's default.
    server_env: dict[str, str | None] | None = None
    # Also measure nginx serving the bytes of the plan's answers from files (static.py).
    static_twin: bool = False


class Context:
    """What the scenarios need to know about the generated data."""

    def __init__(self, url: str, profile: Profile):
        self.url = url
        self.profile = profile
        schema = "t_" + config.LARGE_TENANT.replace("-", "_")
        self.vacancy_ids = [int(v) for v in psql(
            url, f"SELECT id FROM {schema}.vacancies WHERE status = 'published' ORDER BY id").split()]
        # The scaling table's tenants by size (published vacancies), with their vacancies' ids.
        self.sized = {profile.small_vacancies: profile.small_slugs()[0], profile.mid_vacancies: config.MID_TENANT,
                      profile.vacancies: config.LARGE_TENANT, profile.huge_vacancies: config.HUGE_TENANT}
        self.sized_ids = {
            size: [int(v) for v in psql(url, (
                f"SELECT id FROM t_{slug.replace('-', '_')}.vacancies WHERE status = 'published' ORDER BY id"
            )).split()]
            for size, slug in self.sized.items()
        }
        hot = psql(url, f"SELECT vacancy_id, count(*) FROM {schema}.applications GROUP BY 1 ORDER BY 2 DESC LIMIT 1")
        self.hot_vacancy, self.hot_applications = (int(v) for v in hot.split("|"))
        self.open_without_questions = [int(v) for v in psql(url, (
            f"SELECT id FROM {schema}.vacancies v WHERE status = 'published' AND id <> {self.hot_vacancy} "
            f"AND (closes_at IS NULL OR closes_at > now()) "
            f"AND NOT EXISTS (SELECT 1 FROM {schema}.vacancy_questions q WHERE q.vacancy_id = v.id) ORDER BY id"
        )).split()]


def build(ctx: Context, server: Server) -> list[Scenario]:
    profile = ctx.profile
    large = config.LARGE_TENANT
    rng = random.Random(9)

    list_lines: list[Line] = [
        ("GET", f"/api/v1/vacancies?category={category}&page=1", slug, None, None)
        for slug in profile.small_slugs()
        for category in CATEGORIES
    ]
    rng.shuffle(list_lines)
    search_lines: list[Line] = [
        ("GET", f"/api/v1/vacancies?q={q.replace(' ', '+')}&page=1", large, None, None) for q in SEARCHES
    ]
    detail_lines: list[Line] = [
        ("GET", f"/api/v1/vacancies/{rng.choice(ctx.vacancy_ids)}", large, None, None) for _ in range(5000)
    ]
    help_lines: list[Line] = [("GET", "/api/v1/help/faq?lang=pt", large, None, None),
                              ("GET", "/api/v1/help/faq?lang=de&q=bewerbung", large, None, None)]
    help_state: dict = {}

    def help_ready() -> list[Line]:
        """The large tenant's FAQ: HELP_FAQ entries in two categories, each in the four languages
        (written once, when the tenant has none; its data predates the help centre)."""
        if "ready" not in help_state:
            schema = "t_" + large.replace("-", "_")
            if psql(ctx.url, f"SELECT count(*) FROM {schema}.help_faq") == "0":
                psql(ctx.url, HELP_SQL.format(schema=schema, count=HELP_FAQ))
            help_state["ready"] = True
        return help_lines
    feed_lines: list[Line] = [("GET", "/feeds/jobs.rss", large, None, None),
                              ("GET", "/feeds/jobs.rss?category=internship", large, None, None)]
    page_lines: list[Line] = [
        ("GET", f"/job-vacancy/{rng.choice(ctx.vacancy_ids)}", large, None, None) for _ in range(2000)
    ]
    login_lines: list[Line] = [
        ("POST", "/api/authenticate/login/user", large, None,
         json.dumps({"email": f"applicant{i}@demo.test", "password": "demo-password-1"}))
        for i in rng.sample(range(1, profile.applicants + 1), min(profile.applicants, 20_000))
    ]

    # Sign-ins on the large tenant beside another tenant's list. The server's defaults for the
    # successful sign-ins per account and for the password-hashing queue: what is measured is
    # whether they keep the flood from slowing the other tenant. The sign-ins are scenario 4's, one
    # account after another, so an account reaches its limit only on a long or repeated run.
    victim = profile.small_slugs()[0]
    victim_lines: list[Line] = [
        ("GET", f"/api/v1/vacancies?category={category}&page=1", victim, None, None) for category in CATEGORIES
    ]

    tokens: dict[tuple[str, ...], tuple[float, list[str]]] = {}

    def signed_in(emails: list[str]) -> list[str]:
        key = tuple(emails)
        if key not in tokens or time.monotonic() - tokens[key][0] > TOKEN_REUSE_S:
            tokens[key] = (time.monotonic(), server.sign_in_many(large, emails))
        return tokens[key][1]

    applicant_emails = [f"applicant{i}@demo.test" for i in range(1, profile.signed_in_applicants + 1)]

    def my_applications(_: int) -> list[Line]:
        tokens = signed_in(applicant_emails)
        return [("GET", "/api/v1/me/applications", large, token, None) for token in tokens]

    def admin_list(_: int) -> list[Line]:
        tokens = signed_in(["staff@demo.test", "admin@demo.test"])
        return [("GET", f"/api/v1/admin/vacancies/{ctx.hot_vacancy}/applications", large, t, None) for t in tokens]

    # The busy recruiter: 20,000 messages in the inbox of the 200,000 in the tenant.
    def mail(paths: list[str]) -> list[Line]:
        token = signed_in(["staff@demo.test"])[0]
        return [("GET", path, large, token, None) for path in paths]

    inbox_paths = ["/api/v1/mail?folder=inbox&page=1"]
    search_paths = [f"/api/v1/mail?folder=inbox&q={q.replace(' ', '+')}&page=1" for q in MAIL_SEARCHES]
    counts_paths = ["/api/v1/mail/counts"]

    # The calendar: generated once per run (replacing earlier generated events), then month views
    # of the twelve months ahead and free slots of five interviewers over two weeks.
    calendar_state: dict = {}

    def calendar_ready() -> tuple[list[str], list[str]]:
        if "tokens" not in calendar_state:
            bench_data(ctx.url, "calendar", large, "--interviewers", str(CALENDAR_INTERVIEWERS),
                       "--events", str(CALENDAR_EVENTS))
            schema = "t_" + large.replace("-", "_")
            calendar_state["ids"] = psql(ctx.url, (
                f"SELECT id FROM {schema}.users WHERE email LIKE 'interviewer%@demo.test' ORDER BY email")).split()
            calendar_state["tokens"] = signed_in(
                [f"interviewer{i}@demo.test" for i in range(1, CALENDAR_INTERVIEWERS + 1)])
        return calendar_state["ids"], calendar_state["tokens"]

    def day(offset: int) -> str:
        at = datetime.datetime.now(datetime.timezone.utc).replace(hour=0, minute=0, second=0, microsecond=0)
        return (at + datetime.timedelta(days=offset)).strftime("%Y-%m-%dT%H:%M:%SZ")

    def calendar_month(_: int) -> list[Line]:
        _, tokens = calendar_ready()
        return [("GET", f"/api/v1/calendar/events?from={day(30 * m)}&to={day(30 * m + 31)}", large, token, None)
                for m in range(12) for token in tokens]

    def calendar_slots(_: int) -> list[Line]:
        ids, tokens = calendar_ready()
        lines = []
        for k in range(60):
            five = ",".join(rng.sample(ids, 5))
            start = 7 * (k % 40)
            lines.append(("GET", f"/api/v1/calendar/free-slots?attendees={five}&from={day(start)}"
                                 f"&to={day(start + 14)}&duration=60", large, tokens[k % len(tokens)], None))
        return lines

    # The to-do list: tasks generated once per run (replacing earlier generated ones) for the team,
    # then what the To-do page asks for one interviewer (their list and the sidebar's counts) and
    # a search across the team's tasks.
    tasks_state: dict = {}

    def tasks_ready() -> list[str]:
        if "tokens" not in tasks_state:
            calendar_ready()
            bench_data(ctx.url, "tasks", large, "--count", str(TASKS))
            tasks_state["tokens"] = calendar_ready()[1]
        return tasks_state["tokens"]

    def tasks_mine(_: int) -> list[Line]:
        return [("GET", "/api/v1/tasks?assignee=me&filter=all&page=1", large, t, None) for t in tasks_ready()]

    def tasks_search(_: int) -> list[Line]:
        return [("GET", f"/api/v1/tasks?q={q.replace(' ', '+')}&page=1", large, t, None)
                for q in TASK_SEARCHES for t in tasks_ready()[:4]]

    def tasks_counts(_: int) -> list[Line]:
        return [("GET", "/api/v1/tasks/counts?assignee=me", large, t, None) for t in tasks_ready()]

    def users_list(_: int) -> list[Line]:
        token = signed_in(["admin@demo.test"])[0]
        paths = ["/api/v1/admin/users?sort=name&page=1", "/api/v1/admin/users?role=staff&page=1"]
        paths += [f"/api/v1/admin/users?q={q.replace(' ', '+').replace('@', '%40')}&page=1" for q in USER_SEARCHES]
        return [("GET", path, large, token, None) for path in paths]

    # The navbar's search: the applicants' CVs get their text once per run, beside the team's tasks.
    search_state: dict = {}

    def global_search(_: int) -> list[Line]:
        if "ready" not in search_state:
            tasks_ready()
            bench_data(ctx.url, "cvs", large)
            search_state["ready"] = True
        token = signed_in(["staff@demo.test"])[0]
        return [("GET", f"/api/v1/search?q={q.replace(' ', '+')}&limit=4", large, token, None)
                for q in GLOBAL_SEARCHES]

    def desk_grid(_: int) -> list[Line]:
        token = signed_in(["staff@demo.test"])[0]
        year_ago = (datetime.date.today() - datetime.timedelta(days=365)).isoformat()
        return [("GET", f"/api/v1/admin/applications?{q.format(year_ago=year_ago)}&perPage=25", large, token, None)
                for q in DESK_QUERIES]

    def desk_search(_: int) -> list[Line]:
        token = signed_in(["staff@demo.test"])[0]
        return [("GET", f"/api/v1/admin/applications?q={q}&sort=-appliedAt&perPage=25", large, token, None)
                for q in DESK_SEARCHES]

    def desk_dashboard(_: int) -> list[Line]:
        token = signed_in(["admin@demo.test"])[0]
        today = datetime.date.today()
        ranges = [(today - datetime.timedelta(days=d), today) for d in (29, 89, 365)]
        paths = [f"/api/v1/admin/dashboard?from={a.isoformat()}&to={b.isoformat()}" for a, b in ranges]
        paths.append(f"/api/v1/admin/dashboard?from={ranges[2][0].isoformat()}&to={today.isoformat()}"
                     f"&category=experienced-hire")
        return [("GET", path, large, token, None) for path in paths]

    # Issue 45: the same grid and dashboard as a staff member of a tenant that limits staff to their
    # hiring teams (`teamAccessOnly`), on the team of TEAM_VACANCIES vacancies; turned off again
    # after each such scenario, so the others run as before.
    team_state: dict = {}

    def team_on() -> None:
        if team_state.get("on"):
            return
        schema = "t_" + large.replace("-", "_")
        psql(ctx.url, f"""
            INSERT INTO {schema}.vacancy_team (vacancy_id, user_id, role)
            SELECT v.id, u.id, 'recruiter'
            FROM (SELECT id FROM {schema}.vacancies ORDER BY id LIMIT {TEAM_VACANCIES}) v
            CROSS JOIN (SELECT id FROM {schema}.users WHERE email = 'staff@demo.test') u
            ON CONFLICT DO NOTHING""")
        admin = signed_in(["admin@demo.test"])[0]
        status, body = server.request("PUT", "/api/v1/admin/settings", large, admin, {"teamAccessOnly": True})
        if status != 200:
            raise RuntimeError(f"turning team access on answered {status}: {body}")
        team_state["on"] = True

    def team_off() -> None:
        if team_state.pop("on", False):
            admin = signed_in(["admin@demo.test"])[0]
            server.request("PUT", "/api/v1/admin/settings", large, admin, {"teamAccessOnly": False})

    def desk_grid_team(n: int) -> list[Line]:
        team_on()
        return desk_grid(n)

    def desk_dashboard_team(_: int) -> list[Line]:
        team_on()
        token = signed_in(["staff@demo.test"])[0]
        return [(method, path, tenant, token, body) for method, path, tenant, _, body in desk_dashboard(0)]

    # Issue 46: the evidence view (interviews × interviewers, the kit's attributes, recommendations)
    # of applications whose interviews were written straight into the large tenant.
    evidence_state: dict = {}

    def scorecards_evidence(_: int) -> list[Line]:
        if "ids" not in evidence_state:
            calendar_ready()
            schema = "t_" + large.replace("-", "_")
            evidence_state["ids"] = psql(ctx.url, EVIDENCE_SQL.format(
                s=schema, applications=EVIDENCE_APPLICATIONS, attributes=EVIDENCE_ATTRIBUTES,
                interviews=EVIDENCE_INTERVIEWS, interviewers=EVIDENCE_INTERVIEWERS)).split()
        token = signed_in(["admin@demo.test"])[0]
        return [("GET", f"/api/v1/admin/applications/{id}/evidence", large, token, None)
                for id in evidence_state["ids"]]

    offers_state: dict = {}

    def offer_pdf(_: int) -> list[Line]:
        if "ids" not in offers_state:
            schema = "t_" + large.replace("-", "_")
            offers_state["ids"] = psql(ctx.url, OFFERS_SQL.format(s=schema, letter=OFFER_LETTER, count=OFFERS)).split()
        token = signed_in(["admin@demo.test"])[0]
        return [("GET", f"/api/v1/offers/{id}/document?paper=a4", large, token, None) for id in offers_state["ids"]]

    scheduling_state: dict = {}

    def scheduling_page(_: int) -> list[Line]:
        """The candidate's page of SCHEDULING_REQUESTS requests (public: the link's secret is the key),
        each for a panel of 5 of the busy calendar's interviewers."""
        if "ready" not in scheduling_state:
            calendar_ready()
            schema = "t_" + large.replace("-", "_")
            psql(ctx.url, SCHEDULING_SQL.format(s=schema, count=SCHEDULING_REQUESTS))
            scheduling_state["ready"] = True
        return [("GET", f"/api/v1/scheduling/bench-token-{n}", large, None, None)
                for n in range(1, SCHEDULING_REQUESTS + 1)]

    fresh_prefix = f"fresh-{secrets.token_hex(3)}-"
    apply_state: dict = {}

    def apply(n: int) -> list[Line]:
        if "tokens" not in apply_state:
            bench_data(ctx.url, "fresh-applicants", large, "--prefix", fresh_prefix,
                       "--count", str(profile.fresh_applicants))
            emails = [f"{fresh_prefix}{i}@bench.test" for i in range(1, profile.fresh_applicants + 1)]
            apply_state["tokens"] = signed_in(emails)
            vacancies = list(ctx.open_without_questions)
            rng.shuffle(vacancies)
            apply_state["pairs"] = ((v, t) for v in vacancies for t in apply_state["tokens"])
        lines = []
        for vacancy, token in apply_state["pairs"]:
            lines.append(("POST", f"/api/v1/vacancies/{vacancy}/applications", large, token, APPLY_BODY))
            if len(lines) >= n:
                break
        return lines

    def remove_fresh() -> None:
        if "tokens" in apply_state:
            bench_data(ctx.url, "remove-applicants", large, "--prefix", fresh_prefix)

    def scaling() -> list[Scenario]:
        """Issue 25's table: the public list (the issue's query), a vacancy's page and search on
        tenants of each size, through the database (every replica's cache off, as for the
        scenarios above) and, for the large and huge tenants, through the per-replica cache."""
        made = []
        full_sizes = (profile.small_vacancies, profile.mid_vacancies, profile.vacancies)
        for kind, sizes in (("list", full_sizes), ("detail", full_sizes),
                            ("search", full_sizes + (profile.huge_vacancies,))):
            for size in sizes:
                slug = ctx.sized[size]
                if kind == "list":
                    lines = [("GET", "/api/v1/vacancies?category=experienced-hire&page=1", slug, None, None)]
                    marker = "FROM vacancies"
                elif kind == "detail":
                    ids = ctx.sized_ids[size]
                    lines = [("GET", f"/api/v1/vacancies/{random.Random(size).choice(ids)}", slug, None, None)
                             for _ in range(2000)]
                    marker = "FROM vacancies WHERE"
                else:
                    lines = [("GET", f"/api/v1/vacancies?q={q.replace(' ', '+')}&page=1", slug, None, None)
                             for q in SEARCHES]
                    marker = "any_language"
                # The table's keys name the issue's sizes, whatever the profile's are.
                named = {profile.small_vacancies: 300, profile.mid_vacancies: 1000, profile.vacancies: 10000,
                         profile.huge_vacancies: 100000}[size]
                title = f"scaling: public {kind}, {size:,} vacancies"
                made.append(Scenario(f"scale_{kind}_{named}", title, lambda _, lines=lines: lines,
                                     samples=lambda lines=lines: lines[:10], marker=marker))
                if named >= 10000:
                    made.append(Scenario(f"scale_{kind}_{named}_cached", title + ", per-replica cache",
                                         lambda _, lines=lines: lines,
                                         server_env={"PUBLIC_CACHE_MB": "64"}))
        return made

    return [
        Scenario("list", "public list by category, page 1", lambda _: list_lines,
                 samples=lambda: list_lines[:10], marker="FROM vacancies"),
        Scenario("list_cached", "public list by category, page 1, per-replica cache", lambda _: list_lines,
                 server_env={"PUBLIC_CACHE_MB": "64"}, static_twin=True),
        Scenario("search", "public search q=", lambda _: search_lines,
                 samples=lambda: search_lines, marker="any_language"),
        Scenario("detail", "vacancy detail", lambda _: detail_lines,
                 samples=lambda: detail_lines[:10], marker="FROM vacancies WHERE"),
        Scenario("login", "sign-in", lambda _: login_lines),
        Scenario("my_applications", "My Application list", my_applications,
                 samples=lambda: my_applications(0)[:10], marker="FROM applications"),
        Scenario("admin_list", f"admin applicant list ({ctx.hot_applications} applications)", admin_list,
                 samples=lambda: admin_list(0), marker="FROM applications"),
        Scenario("apply", "apply (fresh applicants)", apply, once=True, cleanup=remove_fresh),
        Scenario("login_flood", "sign-in flood vs another tenant's list", lambda _: login_lines,
                 beside=lambda _: victim_lines, beside_tenant=victim, connections=(64, 4),
                 server_env={"LOGIN_MAX_SUCCESSES_PER_ACCOUNT": None, "PASSWORD_HASH_QUEUE": None}),
        Scenario("mail_inbox", "messages: busy recruiter's inbox, page 1", lambda _: mail(inbox_paths),
                 samples=lambda: mail(inbox_paths), marker="mail_copies"),
        Scenario("mail_search", "messages: search the inbox by a name", lambda _: mail(search_paths),
                 samples=lambda: mail(search_paths), marker="mail_copies"),
        Scenario("mail_counts", "messages: unread counts", lambda _: mail(counts_paths),
                 samples=lambda: mail(counts_paths), marker="mail_copies"),
        Scenario("calendar_month", f"calendar: a month of a busy team ({CALENDAR_EVENTS} events a year)",
                 calendar_month, samples=lambda: calendar_month(0)[:12], marker="calendar_events"),
        Scenario("calendar_slots", "calendar: free slots of 5 interviewers over 2 weeks", calendar_slots,
                 samples=lambda: calendar_slots(0)[:10], marker="calendar_attendees"),
        Scenario("tasks_mine", f"to-do: my tasks, page 1 ({TASKS} tasks in the team)", tasks_mine,
                 samples=lambda: tasks_mine(0)[:10], marker="FROM tasks"),
        Scenario("tasks_search", "to-do: search the team's tasks", tasks_search,
                 samples=lambda: tasks_search(0)[:10], marker="to_tsquery"),
        Scenario("tasks_counts", "to-do: the sidebar's counts", tasks_counts,
                 samples=lambda: tasks_counts(0)[:10], marker="FILTER"),
        Scenario("users_list", "users: admin list, sorted and searched (50,000 applicants)", users_list,
                 samples=lambda: users_list(0), marker="FROM users"),
        Scenario("global_search", "search: two words across every group, as staff (50,000 candidates' CVs)",
                 global_search, samples=lambda: global_search(0), marker="matched"),
        Scenario("desk_grid", "desk: all applications, 2 filters + sort (200,000)", desk_grid,
                 samples=lambda: desk_grid(0), marker="FROM applications"),
        Scenario("desk_search", "desk: all applications, a name (200,000)", desk_search,
                 samples=lambda: desk_search(0), marker="FROM applications"),
        Scenario("desk_dashboard", "desk: analytics dashboard, 30 days to a year", desk_dashboard,
                 samples=lambda: desk_dashboard(0), marker="FROM desk_stats"),
        # The same requests with each replica's desk cache on (every signed-in request still
        # checks its session in the database, and the grid reads the reader's unread mail).
        Scenario("desk_grid_cached", "desk: all applications, 2 filters + sort (200,000), per-replica cache",
                 desk_grid, server_env={"DESK_CACHE_MB": "32"}),
        Scenario("desk_dashboard_cached", "desk: analytics dashboard, 30 days to a year, per-replica cache",
                 desk_dashboard, server_env={"DESK_CACHE_MB": "32"}),
        # Issue 45: a staff member limited to their hiring teams (through the database, then through
        # the cache keyed by the reader's vacancies).
        Scenario("desk_grid_team", f"desk: grid of a staff member on {TEAM_VACANCIES} vacancies' teams",
                 desk_grid_team, cleanup=team_off),
        Scenario("desk_grid_team_cached",
                 f"desk: grid of a staff member on {TEAM_VACANCIES} vacancies' teams, per-replica cache",
                 desk_grid_team, cleanup=team_off, server_env={"DESK_CACHE_MB": "32"}),
        Scenario("desk_dashboard_team", f"desk: dashboard of a staff member on {TEAM_VACANCIES} vacancies' teams",
                 desk_dashboard_team, cleanup=team_off),
        Scenario("desk_dashboard_team_cached",
                 f"desk: dashboard of a staff member on {TEAM_VACANCIES} vacancies' teams, per-replica cache",
                 desk_dashboard_team, cleanup=team_off, server_env={"DESK_CACHE_MB": "32"}),
        # Issue 46: the evidence of an application with 6 interviews × 3 submitted scorecards.
        Scenario("scorecards_evidence",
                 f"scorecards: evidence of {EVIDENCE_INTERVIEWS} interviews × {EVIDENCE_INTERVIEWERS} scorecards "
                 f"({EVIDENCE_ATTRIBUTES} attributes)", scorecards_evidence),
        Scenario("scorecards_evidence_cached",
                 f"scorecards: evidence of {EVIDENCE_INTERVIEWS} interviews × {EVIDENCE_INTERVIEWERS} scorecards, "
                 "per-replica cache", scorecards_evidence, server_env={"DESK_CACHE_MB": "32"}),
        # Issue 47: an offer's PDF rendered by the server (a page of German, the letterhead).
        Scenario("offer_pdf", "offers: a one-page letter rendered to PDF at every request", offer_pdf),
        # Issue 50: the candidate's self-scheduling page: every time a 5-person panel can take over
        # 10 working days, from their busy calendars, hours and caps.
        Scenario("scheduling_page", "scheduling: the candidate's page, a 5-person panel over 10 working days",
                 scheduling_page, samples=lambda: scheduling_page(0)[:5], marker="calendar_attendees"),
        # Issue 24: what the careers site answers the world outside it.
        Scenario("help_faq", f"help: the FAQ ({HELP_FAQ} entries) in Portuguese, and a search in German",
                 lambda _: help_ready(), samples=help_ready, marker="help_faq"),
        Scenario("feed_rss", "feeds: RSS of the newest 100 open vacancies", lambda _: feed_lines,
                 samples=lambda: feed_lines[:1], marker="FROM vacancies"),
        Scenario("vacancy_page", "a vacancy's HTML with its meta tags (crawlers, link previews)",
                 lambda _: page_lines, server_env={"STATIC_DIR": str(config.ROOT / "frontend" / "dist")}),
    ] + scaling()
