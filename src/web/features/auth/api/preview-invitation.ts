import type { Role } from '../../../../shared/roles';
import { apiJson } from '../../../lib/api-client';

/** GET /auth/invitations/{token}: which workshop and role the link is for. */
export function previewInvitation(token: string, signal?: AbortSignal) {
  return apiJson<{ email: string; workshopName: string; role: Role }>(
    `/auth/invitations/${encodeURIComponent(token)}`,
    { isPublic: true, signal },
  );
}
