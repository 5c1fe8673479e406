import { type DocumentFolder, documentFolderLabels, type LibraryDocument, plural } from '@fitfit/contracts';
import { Badge, Button, Card, Chip, Group, Pagination, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconChartBar,
  IconChecks,
  IconDownload,
  IconHistory,
  IconPencil,
  IconPlus,
  IconSearch,
  IconTrash,
  IconUpload,
} from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '../../../app/session/store';
import { DEFAULT_TIMEZONE, formatDate } from '../../../lib/dates';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryState } from '../../../ui/QueryState';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { toast } from '../../../ui/toast';
import { useDeleteAction } from '../../../ui/useDeleteAction';
import { useIntranetArea } from '../area';
import { type DocumentsApi, documentsApi, fileSize, saveLink, typeLabel } from './api';
import { documentAuthorApi } from './authorApi';
import { DocumentModal, type DocumentRow, useDocumentEditor } from './DocumentEditor';
import { DocumentFollowUpModal } from './DocumentFollowUpModal';
import { UploadModal, VersionsModal } from './DocumentModals';

type Modal =
  | { kind: 'versions'; document: LibraryDocument }
  | { kind: 'upload'; versionOf: { id: string; title: string } }
  | { kind: 'follow-up'; document: DocumentRow }
  | null;

/**
 * « Documents »: the restaurant's library (docs/intranet.md « Documents ») — folders, a French full-text search over
 * titles and the PDFs' text, each document's current version with its type, size and date, « à confirmer » badges,
 * download by a short signed address, the versions' history, « J'ai lu et j'applique ». Its owners deposit documents
 * for their team and new versions of them.
 */
export default restaurantPage(function DocumentsPage({ restaurantId }) {
  const api = documentsApi(restaurantId);
  const area = useIntranetArea('restaurant', restaurantId);
  const [author] = useState(() => documentAuthorApi('restaurant', restaurantId));
  const editor = useDocumentEditor(area, author, []);
  const withdraw = useDeleteAction({
    resource: author,
    noun: 'le document',
    affects: [[...author.root]],
    consequence: 'L’équipe ne le verra plus. Ses versions et leur suivi sont gardés.',
    wording: { verb: 'Retirer', done: 'retiré' },
  });
  const timezone = useSession((s) => s.currentRestaurant?.timezone ?? DEFAULT_TIMEZONE);
  const user = useSession((s) => s.currentUser);
  const isOwner = user?.role === 'admin' || (user?.role === 'restorer' && user.restaurant?.access === 'owner');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [folder, setFolder] = useState<DocumentFolder | 'all'>('all');
  const [page, setPage] = useState(1);
  const [modal, setModal] = useState<Modal>(null);
  const query = { search: debounced, page, ...(folder === 'all' ? {} : { folder }) };
  const list = useQuery({
    queryKey: api.keys.list(query),
    queryFn: ({ signal }) => api.list(query, signal),
    placeholderData: keepPreviousData,
  });
  const folders = useQuery({ queryKey: api.keys.folders, queryFn: ({ signal }) => api.folders(signal) });
  const own = useQuery({ queryKey: api.keys.own, queryFn: ({ signal }) => api.own(signal), enabled: isOwner });
  const owned = new Map((own.data?.data ?? []).map((d) => [d.id, d]));
  const total = (folders.data ?? []).reduce((n, f) => n + f.count, 0);
  const toConfirm = (folders.data ?? []).reduce((n, f) => n + f.to_confirm, 0);
  const items = list.data?.data ?? [];

  return (
    <>
      <PageHeader
        title="Documents"
        description={
          toConfirm
            ? `${plural(toConfirm, 'document à confirmer', 'documents à confirmer')}`
            : 'Procédures, fiches recettes, charte, affiches'
        }
        actions={
          isOwner ? (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={editor.openCreate}>
              Déposer un document
            </Button>
          ) : undefined
        }
      />
      <Stack gap="md">
        <TextInput
          label="Rechercher"
          placeholder="Un mot du titre ou du texte d’un PDF"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          maw={480}
        />
        <Chip.Group
          value={folder}
          onChange={(v) => {
            setFolder(v as DocumentFolder | 'all');
            setPage(1);
          }}
        >
          <Group gap="xs" role="radiogroup" aria-label="Dossiers">
            <Chip value="all" variant="outline">
              Tous ({total})
            </Chip>
            {(folders.data ?? []).map((f) => (
              <Chip key={f.folder} value={f.folder} variant="outline">
                {documentFolderLabels[f.folder]} ({f.count})
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <QueryState query={list}>
          {items.length === 0 ? (
            <Card withBorder padding="lg" radius="md">
              <Text c="dimmed">
                {debounced
                  ? `Aucun document ne correspond à « ${debounced} ».`
                  : folder !== 'all'
                    ? 'Ce dossier est vide.'
                    : 'Aucun document pour le moment : les procédures, fiches recettes et affiches de votre réseau et de votre équipe arriveront ici.'}
              </Text>
            </Card>
          ) : (
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Documents">
              {items.map((item) => (
                <DocumentCard
                  key={item.id}
                  api={api}
                  item={item}
                  timezone={timezone}
                  owned={owned.get(item.id) ?? null}
                  onVersions={() => setModal({ kind: 'versions', document: item })}
                  onNewVersion={() => setModal({ kind: 'upload', versionOf: { id: item.id, title: item.title } })}
                  onEdit={(d) => editor.openEdit(d)}
                  onFollowUp={(d) => setModal({ kind: 'follow-up', document: d })}
                  onWithdraw={(d) => withdraw(d.id, d.title)}
                />
              ))}
            </Stack>
          )}
          {(list.data?.total_pages ?? 1) > 1 && (
            <Pagination total={list.data?.total_pages ?? 1} value={page} onChange={setPage} aria-label="Pages de documents" />
          )}
        </QueryState>
      </Stack>
      {modal?.kind === 'versions' && (
        <VersionsModal
          title={modal.document.title}
          queryKey={api.keys.document(modal.document.id)}
          load={(signal) => api.detail(modal.document.id, signal)}
          link={(version) => api.download(modal.document.id, version)}
          timezone={timezone}
          onClose={() => setModal(null)}
        />
      )}
      {modal?.kind === 'upload' && <UploadModal api={author} versionOf={modal.versionOf} onClose={() => setModal(null)} />}
      {modal?.kind === 'follow-up' && (
        <DocumentFollowUpModal api={author} document={modal.document} network={false} timezone={timezone} onClose={() => setModal(null)} />
      )}
      <DocumentModal area={area} editor={editor} />
    </>
  );
});

function DocumentCard({
  api,
  item,
  timezone,
  owned,
  onVersions,
  onNewVersion,
  onEdit,
  onFollowUp,
  onWithdraw,
}: {
  api: DocumentsApi;
  item: LibraryDocument;
  timezone: string;
  /** The owners' own document (they send its versions, edit, follow up and withdraw it); null otherwise. */
  owned: DocumentRow | null;
  onVersions: () => void;
  onNewVersion: () => void;
  onEdit: (d: DocumentRow) => void;
  onFollowUp: (d: DocumentRow) => void;
  onWithdraw: (d: DocumentRow) => void;
}) {
  const queryClient = useQueryClient();
  const isMember = useSession((s) => s.currentUser?.role === 'restorer');
  const refresh = () => queryClient.invalidateQueries({ queryKey: api.keys.all });
  const download = useMutation({
    mutationFn: () => api.download(item.id),
    onSuccess: async (link) => {
      saveLink(link);
      await refresh(); // « lu » now
    },
    onError: (error) => toast.fromError(error),
  });
  const confirm = useMutation({
    mutationFn: () => api.confirm(item.id),
    onSuccess: async () => {
      await refresh();
      toast.success('Confirmation enregistrée : merci !');
    },
    onError: (error) => toast.fromError(error),
  });
  const v = item.current;
  return (
    <Card component="li" withBorder padding="md" radius="md">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Title order={2} size="h5" fw={item.read_at ? 500 : 700}>
            {item.title}
          </Title>
          <Group gap={6}>
            <Badge variant="dot" tt="none" color="gray">
              {documentFolderLabels[item.folder]}
            </Badge>
            {!item.read_at && (
              <Badge variant="dot" tt="none" color="blue">
                Nouveau
              </Badge>
            )}
            {item.requires_confirmation &&
              (item.confirmed_at ? (
                <Badge variant="dot" tt="none" color="green">
                  Confirmé
                </Badge>
              ) : (
                <Badge variant="dot" tt="none" color="orange">
                  À confirmer
                </Badge>
              ))}
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {typeLabel(v.media_type)} · {fileSize(v.size_bytes)} · version {v.number} du {formatDate(v.uploaded_at, timezone)} ·{' '}
          {item.author_label}
        </Text>
        {v.is_pdf && !v.has_text && (
          <Text size="xs" c="dimmed">
            Texte du PDF illisible : ce document n’est trouvé que par son titre.
          </Text>
        )}
        {v.comment && <Text size="sm">{v.comment}</Text>}
        <Group gap="xs" mt={4}>
          <Button
            size="xs"
            leftSection={<IconDownload size={14} aria-hidden />}
            onClick={() => download.mutate()}
            loading={download.isPending}
            aria-label={`Télécharger « ${item.title} »`}
          >
            Télécharger
          </Button>
          <Button size="xs" variant="default" leftSection={<IconHistory size={14} aria-hidden />} onClick={onVersions}>
            Versions ({v.number})
          </Button>
          {owned && (
            <>
              <Button size="xs" variant="default" leftSection={<IconUpload size={14} aria-hidden />} onClick={onNewVersion}>
                Nouvelle version
              </Button>
              <Button size="xs" variant="default" leftSection={<IconChartBar size={14} aria-hidden />} onClick={() => onFollowUp(owned)}>
                Suivi
              </Button>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconPencil size={14} aria-hidden />}
                onClick={() => onEdit(owned)}
                aria-label={`Modifier « ${item.title} »`}
              >
                Modifier
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => onWithdraw(owned)}
                aria-label={`Retirer « ${item.title} »`}
              >
                Retirer
              </Button>
            </>
          )}
          {isMember && item.requires_confirmation && !item.confirmed_at && (
            <Button
              size="xs"
              leftSection={<IconChecks size={14} aria-hidden />}
              onClick={() => confirm.mutate()}
              loading={confirm.isPending}
            >
              J’ai lu et j’applique
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
