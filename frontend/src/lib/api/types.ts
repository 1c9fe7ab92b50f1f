import type { SessionUser } from '@/lib/session/types';

/** `GET /api/v1/tenant`: the tenant's public branding. */
export interface PublicTenant {
  slug: string;
  name: string;
  erecruitmenttitle: string;
  logoUrl: string | null;
  primaryColor: string;
  defaultLocale: string;
  locales: string[];
}

/** Sign-in and registration answer. */
export interface LoginAnswer {
  user: SessionUser;
  accessToken: string;
}

/** `POST /api/v1/Persons/getPersonBasicInfo` answer (only `result.image` is read). */
export interface PersonBasicInfo {
  result: { id?: number; fullName?: string; image?: string | null };
}
