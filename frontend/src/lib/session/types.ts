import type { Schemas } from '@/lib/api/types';

export type Role = Schemas['Role'];

/** What the sign-in, registration and refresh answers say about the user. */
export type SessionUser = Schemas['SessionUser'];

/** The part of the user kept in storage under `userInfo`. */
export interface UserInfo {
  role: string;
  person: number;
  email: string;
}

export interface DataErec {
  erecruitmenttitle: string;
}

/** A locked session, as the lock screen shows it (the name is `null` when this tab never knew it). */
export interface SessionLock {
  name: string | null;
}
