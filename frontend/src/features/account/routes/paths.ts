/** The sign-in and security page (two-factor sign-in, where the user is signed in). */
export const SECURITY_PATH = '/pages/account-settings';
