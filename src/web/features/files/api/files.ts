import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FileEntity, FileUpdate, FileView } from '../../../../shared/files';
import { apiJson, ApiError } from '../../../lib/api-client';
import { extractErrorMessage } from '../../../lib/error-message';
import { readToken } from '../../../lib/token-storage';

export const filesKey = (entity: FileEntity, entityId: string) => ['files', entity, entityId] as const;

/** GET /files?entity=&entityId=: a record's files, newest first. */
export function useFiles(entity: FileEntity, entityId: string) {
  return useQuery({
    queryKey: filesKey(entity, entityId),
    queryFn: ({ signal }) =>
      apiJson<FileView[]>(`/files?entity=${entity}&entityId=${encodeURIComponent(entityId)}`, { signal }),
  });
}

/**
 * POST /files as multipart through XMLHttpRequest, whose upload reports its progress (fetch's does
 * not in every browser). Refused, it rejects with the server's Swedish message (413 full, 415 type).
 */
export function uploadFile(
  entity: FileEntity,
  entityId: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<FileView> {
  const form = new FormData();
  form.append('entity', entity);
  form.append('entityId', entityId);
  form.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/files');
    const token = readToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    };
    request.onload = () => {
      if (request.status === 201) {
        onProgress(100);
        resolve(JSON.parse(request.responseText) as FileView);
      } else reject(new ApiError(request.status, extractErrorMessage(request.status, request.responseText)));
    };
    request.onerror = () =>
      reject(new ApiError(0, 'Filen kunde inte skickas. Kontrollera anslutningen och försök igen.'));
    request.send(form);
  });
}

/** PUT /files/{id}: caption and *Synlig för kunden*. */
export function useUpdateFile(entity: FileEntity, entityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: FileUpdate & { id: string }) =>
      apiJson<FileView>(`/files/${id}`, { method: 'PUT', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: filesKey(entity, entityId) }),
  });
}

/** DELETE /files/{id}. */
export function useDeleteFile(entity: FileEntity, entityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<null>(`/files/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: filesKey(entity, entityId) }),
  });
}
