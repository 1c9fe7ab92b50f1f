import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { e2eEnv } from './env';

/** Reading the `.eml` files the server writes in tests (E2E_MAIL_DIR, a folder per tenant). */

export interface MimePart {
  headers: Map<string, string>;
  body: string;
}

/** A message's or part's headers (folded lines joined, names in lower case) and its body. */
export function mimePart(text: string): MimePart {
  const split = text.search(/\r?\n\r?\n/);
  const head = split < 0 ? text : text.slice(0, split);
  const body = split < 0 ? '' : text.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** Every leaf part of a MIME message, multiparts opened at their boundaries. */
export function leafParts(text: string): MimePart[] {
  const part = mimePart(text);
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [part];
  const [, ...sections] = part.body.split(`--${boundary}`);
  return sections
    .filter((section) => !section.startsWith('--'))
    .flatMap((section) => leafParts(section.replace(/^\r?\n/, '')));
}

/**
 * A header as written, RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) decoded: the
 * space between two encoded words goes, the space before plain text stays.
 */
export function decodedHeader(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([BbQq])\?([^?]*)\?=(?:\s+(?==\?))?/g,
    (_whole, _charset: string, encoding: string, text: string) => {
      if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
      const bytes = text
        .replace(/_/g, ' ')
        .replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) => `%${hex}`);
      return decodeURIComponent(bytes);
    },
  );
}

/** The `.eml` files the server wrote for the tenant so far, as text. */
export async function mailFiles(tenant: string): Promise<string[]> {
  const folder = join(e2eEnv.mailDir, tenant);
  const names = await readdir(folder).catch(() => [] as string[]);
  return Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      .map((name) => readFile(join(folder, name), 'utf8')),
  );
}

/** A text part's body as text: quoted-printable soft breaks joined and `=XX` bytes decoded. */
export function textOf(part: MimePart): string {
  const encoding = part.headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return part.body;
  const joined = part.body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The accept-invitation link in the mail to `email`, once the mail worker has written it. */
export async function invitationLink(tenant: string, email: string): Promise<URL> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        for (const mail of await mailFiles(tenant)) {
          if (!(mimePart(mail).headers.get('to') ?? '').toLowerCase().includes(email)) continue;
          const text = leafParts(mail).map(textOf).join('\n');
          link = /https?:\/\/\S+\/pages\/accept-invitation\?\S+/.exec(text)?.[0];
        }
        return link !== undefined;
      },
      { timeout: 10_000, message: `an invitation to ${email} in ${e2eEnv.mailDir}/${tenant}` },
    )
    .toBe(true);
  return new URL(link ?? '');
}
