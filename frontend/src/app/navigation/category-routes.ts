/**
 * The vacancy lists by category: the router's routes and the applicant menu's items. A module of
 * its own, so that the router (in the shell) does not take in the menu (fetched once signed in).
 */
export const CATEGORY_ROUTES = {
  freshGraduate: '/job-vacancy-list/fresh-graduate',
  experiencedHire: '/job-vacancy-list/experienced-hire',
  internship: '/job-vacancy-list/internship',
} as const;
