/** `lang` for a text in `language` on a page in `shown`: only when they differ. */
export function langIfOther(language: string, shown: string): string | undefined {
  return language === shown ? undefined : language;
}
