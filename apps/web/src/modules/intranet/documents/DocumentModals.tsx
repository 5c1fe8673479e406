import { DOCUMENT_MAX_MB, type DocumentFolder, documentFolderLabels, documentFolders, type LibraryDocument } from '@fitfit/contracts';
import { Button, Card, Checkbox, FileInput, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/dates';
import { QueryState } from '../../../ui/QueryState';
import { toast } from '../../../ui/toast';
import { type DocumentsApi, fileSize, saveLink, typeLabel } from './api';

/** What the file input accepts (the server checks the real type from the bytes anyway). */
const ACCEPT = '.pdf,.jpg,.jpeg,.png,.webp,.docx,.xlsx,.pptx,.odt,.ods';

/** A document's history: every version, the latest first, each downloadable. */
export function VersionsModal({
  api,
  document,
  timezone,
  onClose,
}: {
  api: DocumentsApi;
  document: LibraryDocument;
  timezone: string;
  onClose: () => void;
}) {
  const detail = useQuery({ queryKey: api.keys.document(document.id), queryFn: ({ signal }) => api.detail(document.id, signal) });
  const download = useMutation({
    mutationFn: (version: number) => api.download(document.id, version),
    onSuccess: saveLink,
    onError: (error) => toast.fromError(error),
  });
  return (
    <Modal opened onClose={onClose} title={`Versions de « ${document.title} »`} size="lg">
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
 * The owners' deposit: a new document for the restaurant's team (title, folder, « à confirmer ») and its file, or a
 * new version of one of theirs (the history is kept; a document to confirm is asked again).
 */
export function UploadModal({
  api,
  versionOf,
  onClose,
}: {
  api: DocumentsApi;
  /** The document to send a new version of; none: a new document. */
  versionOf?: { id: string; title: string };
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [folder, setFolder] = useState<DocumentFolder>('procedures');
  const [toConfirm, setToConfirm] = useState(false);
  const [comment, setComment] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ title?: string; file?: string }>({});
  const save = useMutation({
    mutationFn: async (chosen: File) => {
      const id =
        versionOf?.id ?? (await api.create({ title: title.trim(), folder, requires_confirmation: toConfirm, audience: 'team' })).id;
      return api.addVersion(id, chosen, comment.trim());
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: api.keys.all });
      toast.success(versionOf ? 'Nouvelle version déposée' : 'Document déposé');
      onClose();
    },
    onError: (error) => toast.fromError(error),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = {
      ...(versionOf || title.trim() ? {} : { title: 'Le titre est obligatoire' }),
      ...(file
        ? file.size > DOCUMENT_MAX_MB * 1_000_000
          ? { file: `Le fichier dépasse la taille maximale de ${DOCUMENT_MAX_MB} Mo` }
          : {}
        : { file: 'Choisissez un fichier' }),
    };
    setErrors(found);
    if (file && Object.keys(found).length === 0) save.mutate(file);
  };
  return (
    <Modal opened onClose={onClose} title={versionOf ? `Nouvelle version de « ${versionOf.title} »` : 'Déposer un document'}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {!versionOf && (
            <>
              <TextInput
                label="Titre"
                required
                value={title}
                onChange={(e) => setTitle(e.currentTarget.value)}
                error={errors.title}
                maxLength={200}
              />
              <Select
                label="Dossier"
                data={documentFolders.map((f) => ({ value: f, label: documentFolderLabels[f] }))}
                value={folder}
                onChange={(v) => v && setFolder(v as DocumentFolder)}
                allowDeselect={false}
              />
              <Checkbox
                label="À confirmer : chacun confirme « J’ai lu et j’applique » (à chaque nouvelle version)"
                checked={toConfirm}
                onChange={(e) => setToConfirm(e.currentTarget.checked)}
              />
              <Text size="sm" c="dimmed">
                Destinataires : l’équipe du restaurant.
              </Text>
            </>
          )}
          <FileInput
            label="Fichier"
            required
            placeholder="Choisir un fichier"
            description={`PDF, image, Word, Excel, PowerPoint ou OpenDocument — ${DOCUMENT_MAX_MB} Mo au plus`}
            accept={ACCEPT}
            value={file}
            onChange={setFile}
            error={errors.file}
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
