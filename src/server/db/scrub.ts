import { sql, type SQL } from 'drizzle-orm';

// Erasing a person from free text (GDPR art. 17, docs/decisions/034): each feature that owns a text
// column replaces what names the person with ERASED_MARK, using these patterns.

/** What stands where a person's name, address, e-mail or phone number was. */
export const ERASED_MARK = '[raderat]';

/**
 * The PostgreSQL patterns (case-insensitive) that find each text anywhere in a longer one: spaces and
 * dashes may be there or not ("070-123 45 67" finds "0701234567"). Texts under three characters find
 * too much to be erased by, and a quote or backslash could not be found inside JSON; both are left out.
 */
export function patternsOf(texts: ReadonlyArray<string | null | undefined>): string[] {
  const patterns = new Set<string>();
  for (const text of texts) {
    const plain = text?.trim() ?? '';
    if (plain.replace(/[\s-]/g, '').length < 3 || /["\\]/.test(plain)) continue;
    patterns.add(
      [...plain]
        .map((char) => (/[\s-]/.test(char) ? '[\\s-]*' : char.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')))
        .join('')
        .replace(/(\[\\s-\]\*)+/g, '[\\s-]*'),
    );
  }
  return [...patterns];
}

/** The text with every match of the patterns replaced by ERASED_MARK. */
export function scrubbed(text: SQL, patterns: readonly string[]): SQL {
  return patterns.reduce<SQL>(
    (inner, pattern) => sql`regexp_replace(${inner}, ${pattern}, ${ERASED_MARK}, 'gi')`,
    text,
  );
}

/** The text with every match of the patterns replaced by ERASED_MARK, in TypeScript (the same patterns read alike in both). */
export function scrubbedText(text: string, patterns: readonly string[]): string {
  return patterns.reduce((inner, pattern) => inner.replace(new RegExp(pattern, 'giu'), ERASED_MARK), text);
}

/**
 * A JSON value (a checklist, the trail's old and new values) with every match scrubbed from its string
 * values only: run over the JSON's text, a short name hit the keys ("Tex" in `text`, "Don" in `done`)
 * and escapes ("Nanna" in `Ring\nAnna` left `\[raderat]`, no longer JSON).
 */
export function scrubbedJson<T>(value: T, patterns: readonly string[]): T {
  if (typeof value === 'string') return scrubbedText(value, patterns) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => scrubbedJson(item, patterns)) as T;
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubbedJson(item, patterns)])) as T;
  return value;
}

/** Whether the text holds any of the patterns. */
export function mentions(text: SQL, patterns: readonly string[]): SQL {
  if (patterns.length === 0) return sql`false`;
  return sql`(${sql.join(
    patterns.map((pattern) => sql`coalesce((${text})::text, '') ~* ${pattern}`),
    sql` or `,
  )})`;
}
