import type { Schemas } from '@/lib/api/types';
import type { SessionUser } from '@/lib/session/types';

export const demoTenant: Schemas['PublicTenant'] = {
  slug: 'demo',
  name: 'Demo Company',
  erecruitmenttitle: 'Join Demo Company',
  logoUrl: null,
  primaryColor: '#0d6efd',
  defaultLocale: 'en',
  locales: ['en', 'de', 'fr', 'pt'],
};

export const applicant: SessionUser = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'applicant@demo.test',
  name: 'Ada Applicant',
  role: 'user',
  person: 7,
  loggedInWith: 'jwt',
};

export const admin: SessionUser = {
  id: '00000000-0000-4000-8000-000000000002',
  email: 'admin@demo.test',
  name: 'Alan Admin',
  role: 'admin',
  person: 0,
  loggedInWith: 'jwt',
};

export function errorBody(code: string, message: string, fields?: Record<string, string>) {
  return { error: { code, message, ...(fields ? { fields } : {}) } };
}
