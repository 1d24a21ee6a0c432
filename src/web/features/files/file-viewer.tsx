import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { fileTexts } from '../../../shared/file-texts';
import type { FileEntity, FileView } from '../../../shared/files';
import { Button } from '../../ui/button';
import { ButtonRow } from '../../ui/button-row';
import { CheckboxField } from '../../ui/checkbox-field';
import { ConfirmDelete } from '../../ui/confirm-delete';
import type { Notice } from '../../ui/feedback';
import { FormStack } from '../../ui/form-stack';
import { PhotoViewer } from '../../ui/photo-grid';
import { PlainTextField } from '../../ui/plain-text-field';
import { Text } from '../../ui/text';
import { formatDateTime } from '../../../shared/dates';
import { useDeleteFile, useUpdateFile } from './api/files';
import { useAuthorizedImage } from '../../lib/use-authorized-image';

const captionSchema = z.object({ caption: z.string().trim().max(500, fileTexts.captionTooLong) });
type CaptionValues = z.infer<typeof captionSchema>;

/**
 * One file full screen: the picture, its caption and *Synlig för kunden*, and *Ta bort*; `readOnly`
 * (one who may read the record but not edit it) shows the caption and who uploaded it alone.
 */
export function FileViewer({
  entity,
  entityId,
  files,
  index,
  readOnly = false,
  onIndex,
  onClose,
  onNotice,
}: {
  entity: FileEntity;
  entityId: string;
  files: FileView[];
  index: number;
  readOnly?: boolean;
  onIndex(index: number): void;
  onClose(): void;
  onNotice(notice: Notice): void;
}) {
  const file = files[index]!;
  const src = useAuthorizedImage(file.hasThumbnail ? `/files/${file.id}/content` : null);
  const update = useUpdateFile(entity, entityId);
  const remove = useDeleteFile(entity, entityId);
  const [isDeleting, setDeleting] = useState(false);
  const form = useForm<CaptionValues>({
    resolver: zodResolver(captionSchema),
    values: { caption: file.caption ?? '' },
  });
  const save = async (input: { caption?: string | null; customerVisible?: boolean }) => {
    try {
      await update.mutateAsync({ id: file.id, ...input });
      onNotice({ severity: 'success', text: 'Sparat.' });
    } catch (caught) {
      onNotice({ severity: 'error', text: caught instanceof Error ? caught.message : 'Det gick inte att spara.' });
    }
  };
  const uploaded = (
    <Text tone="muted">
      {`Uppladdad av ${file.uploadedByName} ${formatDateTime(file.createdAt)}`}
      {file.takenAt ? ` · tagen ${formatDateTime(file.takenAt)}` : ''}
    </Text>
  );
  const openDocument = !file.hasThumbnail && (
    <Button onClick={() => window.open(`/api/files/${file.id}/content`, '_blank')}>Öppna dokumentet</Button>
  );
  return (
    <PhotoViewer
      title={`${index + 1} av ${files.length}: ${file.name}`}
      src={src}
      alt={file.caption ?? file.name}
      onPrevious={index > 0 ? () => onIndex(index - 1) : undefined}
      onNext={index < files.length - 1 ? () => onIndex(index + 1) : undefined}
      onClose={onClose}
    >
      {readOnly ? (
        <>
          {openDocument}
          {file.caption && <Text>{file.caption}</Text>}
          {uploaded}
        </>
      ) : (
        <FormStack onSubmit={form.handleSubmit((values) => save({ caption: values.caption || null }))}>
          {openDocument}
          <PlainTextField form={form} name="caption" label="Bildtext" maxLength={500} />
          <CheckboxField
            label="Synlig för kunden"
            checked={file.customerVisible}
            disabled={update.isPending}
            onChange={(customerVisible) => void save({ customerVisible })}
          />
          {uploaded}
          <ButtonRow>
            <Button onClick={() => setDeleting(true)}>Ta bort</Button>
            <Button type="submit" variant="primary" isBusy={update.isPending}>
              Spara bildtext
            </Button>
          </ButtonRow>
        </FormStack>
      )}
      {isDeleting && (
        <ConfirmDelete
          title="Ta bort filen?"
          text={`${file.name} tas bort från posten.`}
          run={() => remove.mutateAsync(file.id)}
          successText="Filen är borttagen."
          failureText="Filen kunde inte tas bort."
          onDone={(notice) => {
            setDeleting(false);
            if (notice) onNotice(notice);
            if (notice?.severity === 'success') onClose();
          }}
        />
      )}
    </PhotoViewer>
  );
}
