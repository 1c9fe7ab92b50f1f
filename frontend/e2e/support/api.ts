import type { Schemas } from '../../src/lib/api/types';
import { e2eEnv } from './env';
import { invitationLink } from './mail';
import { type Credentials, type Tenant, demoUsers } from './tenants';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A few calls to the real API for what a journey needs but does not test (a vacancy to apply to,
 * a second user). Journeys themselves go through the browser.
 */
export class Api {
  constructor(
    readonly tenant: string,
    readonly token: string | null = null,
  ) {}

  async request<T>(method: Method, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { tenantid: this.tenant, accept: 'application/json' };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${e2eEnv.baseUrl}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) {
      throw new Error(`${method} ${path} on tenant ${this.tenant}: ${response.status} ${text}`);
    }
    return (text ? JSON.parse(text) : undefined) as T;
  }

  /** Uploads a file's bytes with PUT (a photo, a CV), as the web app's file pickers do. */
  async upload(path: string, bytes: BodyInit, fileName: string): Promise<void> {
    const headers: Record<string, string> = {
      tenantid: this.tenant,
      'content-type': 'application/octet-stream',
      'x-file-name': encodeURIComponent(fileName),
    };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    const response = await fetch(`${e2eEnv.baseUrl}${path}`, {
      method: 'PUT',
      headers,
      body: bytes,
    });
    if (!response.ok) {
      throw new Error(
        `PUT ${path} on tenant ${this.tenant}: ${response.status} ${await response.text()}`,
      );
    }
  }

  async signIn(credentials: Credentials): Promise<Api> {
    const answer = await this.request<Schemas['LoginAnswer']>(
      'POST',
      '/api/authenticate/login/user',
      credentials,
    );
    return new Api(this.tenant, answer.accessToken);
  }

  async register(name: string, credentials: Credentials): Promise<Api> {
    const answer = await this.request<Schemas['LoginAnswer']>(
      'POST',
      '/api/authenticate/register/user',
      { ...credentials, name },
    );
    return new Api(this.tenant, answer.accessToken);
  }
}

export interface VacancyQuestion {
  prompt: string;
  kind: 'text' | 'yes_no' | 'choice' | 'number';
  options?: string[];
  required?: boolean;
}

export interface VacancyFields {
  title: string;
  category: 'fresh-graduate' | 'experienced-hire' | 'internship';
  location?: string;
  description?: string;
  questions?: VacancyQuestion[];
}

/** Creates and publishes a vacancy as the tenant's admin; answers its id. */
export async function publishVacancy(admin: Api, fields: VacancyFields): Promise<number> {
  const vacancy = await admin.request<{ id: number }>('POST', '/api/v1/admin/vacancies', {
    employmentType: 'full_time',
    workplace: 'hybrid',
    description: `Join us as ${fields.title}.`,
    requirements: '- Curiosity',
    openings: 1,
    ...fields,
  });
  await admin.request('POST', `/api/v1/admin/vacancies/${vacancy.id}/publish`);
  return vacancy.id;
}

/** An application waiting for the recruiters, made through the API (see `appliedApplication`). */
export interface AppliedApplication {
  /** The tenant's first admin, signed in. */
  admin: Api;
  vacancyId: number;
  /** The applicant, signed in. */
  applicant: Api;
  application: Schemas['MyApplication'];
}

/**
 * The recruiters' journeys start where the applicant's ends: the tenant's admin publishes a
 * vacancy (without questions) and `applicant` applies to it, through the API. By default the
 * applicant is the demo data's Ana Applicant, whose profile and CV are complete (the tenant needs
 * `seed`); another is passed signed in, with a profile and a CV of their own.
 */
export async function appliedApplication(
  tenant: Tenant,
  vacancy: Omit<VacancyFields, 'questions'>,
  applicant?: Api,
): Promise<AppliedApplication> {
  const admin = await new Api(tenant.slug).signIn(tenant.admin);
  const vacancyId = await publishVacancy(admin, vacancy);
  const applicantApi = applicant ?? (await new Api(tenant.slug).signIn(demoUsers.applicant));
  const application = await applicantApi.request<Schemas['MyApplication']>(
    'POST',
    `/api/v1/vacancies/${vacancyId}/applications`,
    { consent: true, answers: [] },
  );
  return { admin, vacancyId, applicant: applicantApi, application };
}

/** A colleague who joined the tenant's team: signed in, with their id and sign-in. */
export interface Colleague {
  api: Api;
  id: string;
  credentials: Credentials;
}

/**
 * A staff member as the team gets one: `admin` invites them, and they accept from the mail's link
 * with their name and a password, through the API.
 */
export async function invitedColleague(
  admin: Api,
  name: string,
  email: string,
  role: 'staff' | 'admin' = 'staff',
): Promise<Colleague> {
  await admin.request('POST', '/api/v1/admin/invitations', { email, role });
  const token = (await invitationLink(admin.tenant, email)).searchParams.get('token');
  const credentials = { email, password: `pw-${email.length}-${Date.now().toString(36)}-x` };
  const answer = await new Api(admin.tenant).request<Schemas['LoginAnswer']>(
    'POST',
    '/api/authenticate/accept-invitation',
    { token, name, password: credentials.password },
  );
  return { api: new Api(admin.tenant, answer.accessToken), id: answer.user.id, credentials };
}
