import type { MessageId } from '@/lib/i18n/catalogs';

/** Mirrors the server's rules so most mistakes are caught before a round trip. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;

const FORBIDDEN_IN_EMAIL = /[\s<>,\p{Cc}]/u;

/** The server's `Email::parse`, rule for rule. */
export function isValidEmail(value: string): boolean {
  const email = value.trim().toLowerCase();
  const at = email.indexOf('@');
  if (at < 0) return false;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  return (
    new TextEncoder().encode(email).length <= 254 &&
    local.length > 0 &&
    new TextEncoder().encode(local).length <= 64 &&
    domain.includes('.') &&
    !domain.startsWith('.') &&
    !domain.endsWith('.') &&
    !domain.includes('..') &&
    !domain.includes('@') &&
    !FORBIDDEN_IN_EMAIL.test(email)
  );
}

export function emailProblem(value: string): MessageId | null {
  return isValidEmail(value) ? null : 'error.email_invalid';
}

/** Length in Unicode scalar values, which is how the server counts characters. */
function characterCount(value: string): number {
  return Array.from(value).length;
}

export function nameProblem(value: string): MessageId | null {
  const name = value.trim();
  if (name.length === 0) return 'error.name_required';
  if (characterCount(name) > NAME_MAX) return 'error.name_too_long';
  return null;
}

/** Passwords are taken exactly as typed, so length counts characters, untrimmed. */
export function newPasswordProblem(value: string): MessageId | null {
  const length = characterCount(value);
  return length >= PASSWORD_MIN && length <= PASSWORD_MAX ? null : 'error.password_length';
}

export function requiredPasswordProblem(value: string): MessageId | null {
  return value.length > 0 ? null : 'validation.passwordRequired';
}

/** What the password hints show, live, as a new password is typed. */
export interface PasswordChecks {
  /** The server's rule: 8–128 characters. */
  length: boolean;
  /** At least three of lower case, upper case, digits, symbols (advice, not a rule). */
  variety: boolean;
  notEmail: boolean;
  /** The confirmation is filled in and the same. */
  match: boolean;
}

export type PasswordStrength = 'weak' | 'fair' | 'strong';

/** A long password is strong even without variety; this is where "long" starts. */
const LONG_PASSWORD = 12;

const CHARACTER_CLASSES = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{L}\p{Nd}]/u];

/** True when the password is, or contains, the e-mail address or the name before its @. */
export function isBasedOnEmail(password: string, email: string | null): boolean {
  if (!email || password === '') return false;
  const lower = password.toLowerCase();
  const address = email.trim().toLowerCase();
  const name = address.split('@')[0] ?? '';
  return lower.includes(address) || (name.length >= 3 && lower.includes(name));
}

export function checkPassword(
  password: string,
  confirmation: string,
  email: string | null,
): PasswordChecks {
  return {
    length: newPasswordProblem(password) === null,
    variety: CHARACTER_CLASSES.filter((pattern) => pattern.test(password)).length >= 3,
    notEmail: password !== '' && !isBasedOnEmail(password, email),
    match: confirmation !== '' && confirmation === password,
  };
}

export function passwordStrength(password: string, checks: PasswordChecks): PasswordStrength {
  if (!checks.length || !checks.notEmail) return 'weak';
  const long = characterCount(password) >= LONG_PASSWORD;
  if (checks.variety && long) return 'strong';
  return checks.variety || long ? 'fair' : 'weak';
}

/** A new password the form refuses: the server's length rule, and not the user's e-mail. */
export function newAccountPasswordProblem(
  password: string,
  email: string | null,
): MessageId | null {
  return (
    newPasswordProblem(password) ??
    (isBasedOnEmail(password, email) ? 'validation.passwordIsEmail' : null)
  );
}
