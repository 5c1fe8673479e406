import { DOCUMENT_MAX_MB, type DocumentLink, type DocumentVersion } from '@fitfit/contracts';
import { Button, Card, FileInput, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/dates';
import type { Key } from '../../../lib/queryKeys';
import { QueryState } from '../../../ui/QueryState';
import { toast } from '../../../ui/toast';
import { fileSize, saveLink, typeLabel } from './api';
import { ACCEPT, FILE_HELP } from './DocumentEditor';

/** A document's history: every version, the latest first, each downloadable (a reader's or its author's link). */
export function VersionsModal({
  title,
  queryKey,
  load,
  link,
  timezone,
  onClose,
}: {
  title: string;
  queryKey: Key;
  load(signal?: AbortSignal): Promise<{ versions: DocumentVersion[] }>;
  link(version: number): Promise<DocumentLink>;
  timezone: string;
  onClose: () => void;
}) {
  const detail = useQuery({ queryKey, queryFn: ({ signal }) => load(signal) });
  const download = useMutation({
    mutationFn: link,
    onSuccess: saveLink,
    onError: (error) => toast.fromError(error),
  });
  return (
    <Modal opened onClose={onClose} title={`Versions de « ${title} »`} size="lg">
      <QueryState query={detail}>
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Versions">
          {(detail.data?.versions ?? []).map((v) => (
            <Card key={v.id} component="li" withBorder padding="sm" radius="md">
              <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
                <Stack gap={2}>
                  <Text fw={600}>Version {v.number}</Text>
                  <Text size="sm" c="dimmed">
                    {formatDateTime(v.uploaded_at, timezone)} · {v.uploaded_by_name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {v.file_name} · {typeLabel(v.media_type)} · {fileSize(v.size_bytes)}
                  </Text>
                  {v.comment && <Text size="sm">{v.comment}</Text>}
                </Stack>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconDownload size={14} aria-hidden />}
                  onClick={() => download.mutate(v.number)}
                  aria-label={`Télécharger la version ${v.number}`}
                >
                  Télécharger
                </Button>
              </Group>
            </Card>
          ))}
        </Stack>
      </QueryState>
    </Modal>
  );
}

/**
 * A new version of an author's document (any area): the history is kept, and a document to confirm is asked again.
 * `root` is the cache the version refreshes (the author's list, and the owners' team library).
 */
export function UploadModal({
  api,
  versionOf,
  onClose,
}: {
  api: { root: Key; addVersion(id: string, file: File, comment: string): Promise<unknown> };
  versionOf: { id: string; title: string };
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [comment, setComment] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: (chosen: File) => api.addVersion(versionOf.id, chosen, comment.trim()),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: api.root });
      toast.success('Nouvelle version déposée');
      onClose();
    },
    onError: (e) => toast.fromError(e),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = !file
      ? 'Choisissez un fichier'
      : file.size > DOCUMENT_MAX_MB * 1_000_000
        ? `Le fichier dépasse la taille maximale de ${DOCUMENT_MAX_MB} Mo`
        : undefined;
    setError(found);
    if (file && !found) save.mutate(file);
  };
  return (
    <Modal opened onClose={onClose} title={`Nouvelle version de « ${versionOf.title} »`}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FileInput
            label="Fichier"
            required
            placeholder="Choisir un fichier"
            description={FILE_HELP}
            accept={ACCEPT}
            value={file}
            onChange={setFile}
            error={error}
            leftSection={<IconUpload size={16} aria-hidden />}
          />
          <TextInput
            label="Commentaire de version"
            placeholder="Ce qui a changé (facultatif)"
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
            maxLength={500}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Annuler
            </Button>
            <Button type="submit" loading={save.isPending}>
              Déposer
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
