/** What to do about an invoice line's field, short enough to sit under a narrow field. */
export const LINE_FIELD_HINTS = {
  description: 'ange vad raden avser.',
  quantity: 'ange ett antal, minst 1.',
  price: 'ange ett à-pris över 0 kr.',
} as const;

/** Each wrong line and field in words: "Rad 1: ange ett à-pris över 0 kr." */
export function lineProblems(errors: unknown): string[] {
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((line: Record<string, unknown> | undefined, index) =>
    (['description', 'quantity', 'price'] as const)
      .filter((field) => line?.[field])
      .map((field) => `Rad ${index + 1}: ${LINE_FIELD_HINTS[field]}`),
  );
}
