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
  return isValidEmail(value) ? null : 'validation.emailInvalid';
}

/** Length in Unicode scalar values, which is how the server counts characters. */
function characterCount(value: string): number {
  return Array.from(value).length;
}

export function nameProblem(value: string): MessageId | null {
  const name = value.trim();
  if (name.length === 0) return 'validation.nameRequired';
  if (characterCount(name) > NAME_MAX) return 'validation.nameTooLong';
  return null;
}

/** Passwords are taken exactly as typed, so length counts characters, untrimmed. */
export function newPasswordProblem(value: string): MessageId | null {
  const length = characterCount(value);
  return length >= PASSWORD_MIN && length <= PASSWORD_MAX ? null : 'validation.passwordLength';
}

export function requiredPasswordProblem(value: string): MessageId | null {
  return value.length > 0 ? null : 'validation.passwordRequired';
}
