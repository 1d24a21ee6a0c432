import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FileEntity, FileUpdate, FileView } from '../../../../shared/files';
import { apiJson, ApiError } from '../../../lib/api-client';
import { extractErrorMessage } from '../../../lib/error-message';
import { readToken } from '../../../lib/token-storage';
import { newKey } from '../../../lib/offline/change';
import { enqueue, queuedChanges } from '../../../lib/offline/outbox';
import type { FieldPack } from '../../../lib/offline/field-pack-shape';
import { orFromPack } from '../../../lib/offline/pack-fallback';

export const filesKey = (entity: FileEntity, entityId: string) => ['files', entity, entityId] as const;

/**
 * A job's files as the field pack keeps them (names, captions, whether a thumbnail exists): the grid
 * without signal. What the pack does not carry reads as its plainest (not shown to the customer).
 */
function filesInPack(pack: FieldPack, entityId: string): FileView[] | undefined {
  const job = pack.workOrders.find((one) => one.id === entityId);
  return job?.files.map((file): FileView => ({
    ...file,
    entity: 'workOrder',
    entityId,
    bytes: 0,
    width: null,
    height: null,
    customerVisible: false,
    uploadedBy: '',
    uploadedByName: '',
    createdAt: file.takenAt ?? pack.generatedAt,
  }));
}

/** GET /files?entity=&entityId=: a record's files, newest first; a job's without signal from the pack. */
export function useFiles(entity: FileEntity, entityId: string) {
  return useQuery({
    queryKey: filesKey(entity, entityId),
    queryFn: ({ signal }) =>
      orFromPack(
        () => apiJson<FileView[]>(`/files?entity=${entity}&entityId=${encodeURIComponent(entityId)}`, { signal }),
        (pack) => (entity === 'workOrder' ? filesInPack(pack, entityId) : undefined),
      ),
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
  idempotencyKey?: string,
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
    if (idempotencyKey) request.setRequestHeader('Idempotency-Key', idempotencyKey);
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

/**
 * A photo taken without signal (FIELD.md decision 6) waits in the device's queue, the file itself in
 * IndexedDB, and is sent when the connection returns; so does one whose upload lost the connection
 * (under the key it was sent with), and one taken while older changes wait. Answers null when it was queued.
 */
export async function uploadOrQueue(
  entity: FileEntity,
  entityId: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<FileView | null> {
  const key = newKey();
  // While older changes wait, a photo goes behind them (nothing overtakes: docs/decisions/068).
  const isWaiting = (await queuedChanges().catch(() => [])).some((queued) => queued.state === 'waiting');
  if (navigator.onLine && !isWaiting) {
    try {
      return await uploadFile(entity, entityId, file, onProgress, key);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 0)) throw error;
    }
  }
  await enqueue({
    kind: 'photo',
    label: `Bild: ${file.name}`,
    method: 'POST',
    path: '/files',
    upload: { file, fileName: file.name, fields: { entity, entityId } },
    key,
    madeAt: new Date().toISOString(),
    ...(entity === 'workOrder' ? { workOrderId: entityId } : {}),
  });
  return null;
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
