import { announcementAudienceLabels, documentFolderLabels } from '@fitfit/contracts';
import { ActionIcon, Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconChartBar, IconHistory, IconPencil, IconPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate } from '../../../lib/dates';
import { type Column, DataTable } from '../../../ui/DataTable';
import { PageHeader } from '../../../ui/PageHeader';
import { useDeleteAction } from '../../../ui/useDeleteAction';
import { usePagedList } from '../../../ui/usePagedList';
import type { AreaKind } from '../api';
import { useIntranetArea } from '../area';
import { fileSize, typeLabel } from './api';
import { documentAuthorApi } from './authorApi';
import { DocumentModal, type DocumentRow, useDocumentEditor } from './DocumentEditor';
import { DocumentFollowUpModal } from './DocumentFollowUpModal';
import { UploadModal, VersionsModal } from './DocumentModals';

type Modal = { kind: 'versions' | 'upload' | 'follow-up'; document: DocumentRow } | null;

const intro = {
  admin: 'Les documents de FitFit Solution aux restaurants : guides, procédures, affiches. Chacun les trouve dans sa bibliothèque.',
  franchisor: 'Vos documents aux restaurants de vos marques : procédures, fiches recettes, charte, affiches, avec leurs versions.',
};
const withdrawn = { admin: 'Les restaurants ne le verront plus.', franchisor: 'Vos restaurants ne le verront plus.' };

/**
 * « Documents » of a network author (docs/intranet.md « Documents »), in the admin's or the franchisor's layout: its
 * documents with their audience and current version; deposit one, send a new version, edit, withdraw, the history,
 * and who downloaded and confirmed each version.
 */
function AuthoredDocumentsScreen({ kind }: { kind: Exclude<AreaKind, 'restaurant'> }) {
  const area = useIntranetArea(kind);
  const [api] = useState(() => documentAuthorApi(kind, null));
  const { timezone } = area;
  const list = usePagedList<DocumentRow>(api, { sort: 'updated_at', order: 'desc' });
  const editor = useDocumentEditor(area, api, []);
  const [modal, setModal] = useState<Modal>(null);
  const withdraw = useDeleteAction({
    resource: api,
    noun: 'le document',
    affects: [[...api.root]],
    consequence: `${withdrawn[kind]} Ses versions et leur suivi sont gardés.`,
    wording: { verb: 'Retirer', done: 'retiré' },
  });
  const columns: Column<DocumentRow>[] = [
    {
      key: 'title',
      title: 'Titre',
      sort: 'title',
      phone: true,
      render: (d) => (
        <>
          <Text fw={600} size="sm">
            {d.title}
          </Text>
          <Group gap={4} mt={2}>
            <Badge size="sm" variant="dot" tt="none" color="gray">
              {documentFolderLabels[d.folder]}
            </Badge>
            {d.requires_confirmation && (
              <Badge size="sm" variant="dot" tt="none" color="orange">
                À confirmer
              </Badge>
            )}
          </Group>
        </>
      ),
    },
    { key: 'audience', title: 'Destinataires', render: (d) => announcementAudienceLabels[d.audience] },
    {
      key: 'version',
      title: 'Version en cours',
      render: (d) =>
        d.current ? (
          <>
            <Text size="sm">
              Version {d.current.number} du {formatDate(d.current.uploaded_at, timezone)}
            </Text>
            <Text size="xs" c="dimmed">
              {typeLabel(d.current.media_type)} · {fileSize(d.current.size_bytes)}
            </Text>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            Sans fichier
          </Text>
        ),
    },
    {
      key: 'actions',
      title: '',
      align: 'right',
      phone: true,
      render: (d) => (
        <Group gap={2} wrap="nowrap" justify="flex-end">
          <Tooltip label="Suivi de la version">
            <ActionIcon
              variant="subtle"
              disabled={!d.current}
              onClick={() => setModal({ kind: 'follow-up', document: d })}
              aria-label={`Suivi de ${d.title}`}
            >
              <IconChartBar size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Nouvelle version">
            <ActionIcon
              variant="subtle"
              onClick={() => setModal({ kind: 'upload', document: d })}
              aria-label={`Nouvelle version de ${d.title}`}
            >
              <IconUpload size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Versions">
            <ActionIcon
              variant="subtle"
              disabled={!d.current}
              onClick={() => setModal({ kind: 'versions', document: d })}
              aria-label={`Versions de ${d.title}`}
            >
              <IconHistory size={18} />
            </ActionIcon>
          </Tooltip>
          <ActionIcon variant="subtle" onClick={() => editor.openEdit(d)} aria-label={`Modifier ${d.title}`}>
            <IconPencil size={18} />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" onClick={() => withdraw(d.id, d.title)} aria-label={`Retirer ${d.title}`}>
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Documents"
        description={intro[kind]}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={editor.openCreate}>
            Déposer un document
          </Button>
        }
      />
      <DataTable
        list={list}
        columns={columns}
        rowKey={(d) => d.id}
        searchPlaceholder="Rechercher un document"
        emptyText="Aucun document déposé pour le moment."
        minWidth={720}
      />
      <DocumentModal area={area} editor={editor} />
      {modal?.kind === 'upload' && <UploadModal api={api} versionOf={modal.document} onClose={() => setModal(null)} />}
      {modal?.kind === 'versions' && (
        <VersionsModal
          title={modal.document.title}
          queryKey={api.keys.detail(modal.document.id)}
          load={(signal) => api.get(modal.document.id, signal)}
          link={(version) => api.link(modal.document.id, version)}
          timezone={timezone}
          onClose={() => setModal(null)}
        />
      )}
      {modal?.kind === 'follow-up' && (
        <DocumentFollowUpModal api={api} document={modal.document} network timezone={timezone} onClose={() => setModal(null)} />
      )}
    </>
  );
}

/** The platform's team (`/admin/intranet/documents`). */
export const AdminDocumentsPage = () => <AuthoredDocumentsScreen kind="admin" />;
/** A franchisor (`/franchisor/intranet/documents`), to its marks' restaurants. */
export const FranchisorDocumentsPage = () => <AuthoredDocumentsScreen kind="franchisor" />;
