/**
 * A list's total for X-Total-Count: a first page that came back short is the whole list, so only a
 * full page (or a later one) asks the database to count. Most searches end on their first page.
 */
export async function totalOf(
  rowCount: number,
  limit: number,
  offset: number,
  count: () => Promise<Array<{ total: number }>>,
): Promise<number> {
  if (offset === 0 && rowCount < limit) return rowCount;
  const [row] = await count();
  return row?.total ?? 0;
}
