import type { z } from 'zod';

/** A schema's refusal as one message per field (the first), keyed by the top-level field; `shownAs` moves a field's message to the input that shows it. */
export function fieldProblems(error: z.ZodError, shownAs: Record<string, string> = {}): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    const key = shownAs[field] ?? field;
    problems[key] ??= issue.message;
  }
  return problems;
}
