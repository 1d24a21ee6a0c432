/** A mail's words, made into plain text and a simple HTML part that say the same thing. */
export interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** The one thing to do (accept, reset); a mail with an attachment may have none. */
  link?: { label: string; url: string };
  /** What to do if the mail was not expected. */
  footnote: string;
  /** Who signs: Verkstan, or the workshop for its invoices. */
  signature?: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

export function renderMail(content: MailContent): { subject: string; text: string; html: string } {
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.link ? [`${content.link.label}:`, content.link.url, ''] : []),
    content.footnote,
    '',
    `— ${content.signature ?? 'Verkstan'}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="sv"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="font-family: system-ui, sans-serif; font-size: 16px; line-height: 1.5; color: #1f2933;">
<p>${escapeHtml(content.greeting)}</p>
${content.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${
  content.link
    ? `<p><a href="${escapeHtml(content.link.url)}" style="display: inline-block; padding: 12px 20px; background: #1d4ed8; color: #ffffff; text-decoration: none; border-radius: 6px;">${escapeHtml(content.link.label)}</a></p>
<p style="font-size: 14px;">Fungerar inte knappen? Klistra in länken i webbläsaren:<br>${escapeHtml(content.link.url)}</p>`
    : ''
}
<p style="font-size: 14px; color: #52606d;">${escapeHtml(content.footnote)}</p>
<p>— ${escapeHtml(content.signature ?? 'Verkstan')}</p>
</body></html>
`;
  return { subject: content.subject, text, html };
}
