/**
 * A key whose plain byte order is Swedish alphabetical order: A–Z, then Å, Ä, Ö; é sorts as e, ü as y,
 * æ as ä and ø as ö (the Svenska Akademiens ordlista's rules). The same on every database, whatever its
 * collations, so a list sorts alike on PGlite and PostgreSQL.
 */
export function swedishSortKey(text: string): string {
  return text
    .normalize('NFC')
    .toLocaleLowerCase('sv-SE')
    .replace(/å/g, '{')
    .replace(/[äæ]/g, '|')
    .replace(/[öø]/g, '}')
    .replace(/ü/g, 'y')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

/** Text for "any part of" searches: lower case as Swedish has it, so that Å matches å on every database. */
export function searchText(...parts: Array<string | number | null | undefined>): string {
  return parts
    .filter((part) => part !== null && part !== undefined && part !== '')
    .join(' ')
    .toLocaleLowerCase('sv-SE');
}

/** A LIKE pattern for a user's search: lower case, its own % _ and \\ matched literally. */
export function likePattern(query: string): string {
  return `%${query
    .trim()
    .toLocaleLowerCase('sv-SE')
    .replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
