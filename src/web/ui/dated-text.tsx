/** A date, with its time when it has one: "2026-11-27" or "2026-11-27 18:01". */
const DATE = /\d{4}-\d{2}-\d{2}(?: \d{2}:\d{2})?/g;

/**
 * A sentence whose dates are never cut at a line's end: a browser breaks after a hyphen, and a
 * phone's narrow card showed "2026-" on one line and "11-27" on the next.
 */
export function DatedText({ text }: { text: string }) {
  const parts: Array<string | { date: string }> = [];
  let at = 0;
  for (const match of text.matchAll(DATE)) {
    if (match.index > at) parts.push(text.slice(at, match.index));
    parts.push({ date: match[0] });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return (
    <>
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          part
        ) : (
          <span key={index} className="nowrap">
            {part.date}
          </span>
        ),
      )}
    </>
  );
}
