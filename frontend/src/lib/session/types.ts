export type Role = 'admin' | 'staff' | 'user';

/** What the sign-in, registration and refresh answers say about the user. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  /** The applicant profile's numeric id; 0 while there is none. */
  person: number;
  loggedInWith: string;
}

/** The part of the user kept in storage under `userInfo`. */
export interface UserInfo {
  role: string;
  person: number;
  email: string;
}

export interface DataErec {
  erecruitmenttitle: string;
}
