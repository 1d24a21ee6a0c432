import { downloadFile } from '../../../lib/api-client';

/** GET /machines/{id}/service-book, saved as servicebok-{id}.pdf. */
export function downloadServiceBook(id: string): Promise<void> {
  return downloadFile(`/machines/${id}/service-book`, `servicebok-${id}.pdf`, 'application/pdf');
}
