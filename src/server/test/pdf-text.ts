import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';

function hasPdftotext(): boolean {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const havePoppler = hasPdftotext();

/**
 * A PDF's text layer as a customer's software reads it: poppler's `pdftotext -layout` (installed by
 * .ci/run), or pdf.js line by line where poppler is not installed. Lines as laid out, trailing space cut.
 */
export async function pdfTextLines(bytes: Buffer): Promise<string[]> {
  if (havePoppler) {
    const folder = mkdtempSync(join(tmpdir(), 'verkstan-pdf-'));
    try {
      const file = join(folder, 'document.pdf');
      writeFileSync(file, bytes);
      return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
        .split('\n')
        .map((line) => line.trimEnd());
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.split('\n').map((line) => line.trimEnd());
}
