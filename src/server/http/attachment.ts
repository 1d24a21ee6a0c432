/**
 * A Content-Disposition for a download named after user text (an invoice number may hold any
 * character): an ASCII name for every client, and the exact name as RFC 6266 filename* for those that read it.
 */
export function attachment(fileName: string): string {
  const ascii =
    fileName
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\/;%]/g, '_') || 'fil';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName.replace(/[/\\]/g, '_'))}`;
}
