import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FileEntity, FileView } from '../../../shared/files';
import { Button } from '../../ui/button';
import { ButtonRow } from '../../ui/button-row';
import { Card } from '../../ui/card';
import { NoticeSnackbar, type Notice } from '../../ui/feedback';
import { PendingPhotoTile, PhotoGrid, PhotoTile, UploadItem, UploadList } from '../../ui/photo-grid';
import { Text } from '../../ui/text';
import { filesKey, uploadOrQueue, useFiles } from './api/files';
import { useAuthorizedImage } from '../../lib/use-authorized-image';
import { useSeenOnce } from '../../lib/use-seen-once';
import type { QueuedChange } from '../../lib/offline/change';
import { queuedStateText, useQueuedChanges } from '../../lib/offline/use-queued-changes';
import { FileViewer } from './file-viewer';

interface Upload {
  key: string;
  name: string;
  percent: number;
  error: string | null;
}

function Tile({ file, onOpen }: { file: FileView; onOpen(): void }) {
  // Fetched once the tile comes near the screen: 50 photos cost a phone the few it shows.
  const [tileRef, seen] = useSeenOnce<HTMLLIElement>();
  const src = useAuthorizedImage(file.hasThumbnail && seen ? `/files/${file.id}/thumbnail` : null);
  return (
    <PhotoTile
      tileRef={tileRef}
      src={src}
      name={file.name}
      caption={file.caption}
      badge={file.customerVisible ? 'Kunden ser' : undefined}
      onOpen={onOpen}
    />
  );
}

/** A photo still in the device's queue, drawn from its bytes there. */
function Pending({ change }: { change: QueuedChange }) {
  const file = change.upload?.file;
  const src = useMemo(() => (file && file.type.startsWith('image/') ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (src ? URL.revokeObjectURL(src) : undefined), [src]);
  return <PendingPhotoTile src={src} name={change.upload?.fileName ?? change.label} state={queuedStateText(change)} />;
}

/**
 * *Bilder och filer* on a record (FIELD.md decisions 1–2): *Ta foto* straight from the camera,
 * *Lägg till bild* for several at once, each upload's progress, the thumbnails, and the viewer.
 * Composed onto the work order, machine, customer, part and quote pages by the app shell; `readOnly`
 * where the viewer may read the record but not edit it (a mechanic on a quote), so may not attach.
 */
export default function FilesCard({
  entity,
  entityId,
  readOnly = false,
}: {
  entity: FileEntity;
  entityId: string;
  readOnly?: boolean;
}) {
  const queryClient = useQueryClient();
  const { data: files = [], error } = useFiles(entity, entityId);
  // Taken without signal: in the grid from the device, marked as waiting, until the server has them.
  const pending = useQueuedChanges().filter(
    (change) => change.upload?.fields.entity === entity && change.upload.fields.entityId === entityId,
  );
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [opened, setOpened] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const pickerRef = useRef<HTMLInputElement>(null);

  const send = async (chosen: FileList | null) => {
    const list = [...(chosen ?? [])];
    const started = list.map((file, index) => ({
      key: `${Date.now()}-${index}-${file.name}`,
      name: file.name,
      percent: 0,
      error: null,
    }));
    setUploads((current) => [...current.filter((upload) => upload.error), ...started]);
    const change = (key: string, patch: Partial<Upload>) =>
      setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...patch } : upload)));
    // One after the other: a phone on a weak signal sends one photo well rather than three badly.
    for (const [index, file] of list.entries()) {
      const { key } = started[index]!;
      try {
        const sent = await uploadOrQueue(entity, entityId, file, (percent) => change(key, { percent }));
        if (sent) await queryClient.invalidateQueries({ queryKey: filesKey(entity, entityId) });
        else setNotice({ severity: 'success', text: 'Bilden är sparad på enheten och skickas när det finns signal.' });
      } catch (caught) {
        change(key, { error: caught instanceof Error ? caught.message : 'Filen kunde inte laddas upp.' });
      }
    }
    setUploads((current) => current.filter((upload) => upload.error));
  };

  return (
    <Card
      title="Bilder och filer"
      icon="photoCamera"
      action={
        !readOnly && (
          <ButtonRow>
            <Button icon="photoCamera" onClick={() => cameraRef.current?.click()}>
              Ta foto
            </Button>
            <Button onClick={() => pickerRef.current?.click()}>Lägg till bild</Button>
          </ButtonRow>
        )
      }
    >
      {error && <Text tone="error">{error.message}</Text>}
      {files.length === 0 && pending.length === 0 && uploads.length === 0 && !error && (
        <Text tone="muted">Inga bilder eller filer än.</Text>
      )}
      {uploads.length > 0 && (
        <UploadList label="Uppladdningar">
          {uploads.map((upload) => (
            <UploadItem key={upload.key} name={upload.name} percent={upload.percent} error={upload.error} />
          ))}
        </UploadList>
      )}
      {files.length + pending.length > 0 && (
        <PhotoGrid label="Bilder och filer">
          {pending.map((change) => (
            <Pending key={change.seq} change={change} />
          ))}
          {files.map((file, index) => (
            <Tile key={file.id} file={file} onOpen={() => setOpened(index)} />
          ))}
        </PhotoGrid>
      )}
      {!readOnly && (
        <>
          <input
            ref={cameraRef}
            type="file"
            accept="image/*"
            capture="environment"
            hidden
            aria-label="Ta foto"
            onChange={(event) => {
              void send(event.target.files);
              event.target.value = '';
            }}
          />
          <input
            ref={pickerRef}
            type="file"
            accept="image/*,application/pdf"
            multiple
            hidden
            aria-label="Lägg till bild"
            onChange={(event) => {
              void send(event.target.files);
              event.target.value = '';
            }}
          />
        </>
      )}
      {opened !== null && files[opened] && (
        <FileViewer
          entity={entity}
          entityId={entityId}
          files={files}
          index={opened}
          readOnly={readOnly}
          onIndex={setOpened}
          onClose={() => setOpened(null)}
          onNotice={setNotice}
        />
      )}
      {notice && <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />}
    </Card>
  );
}
