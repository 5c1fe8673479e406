import type { NonConformityStatus } from '@fitfit/contracts';
import { ActionIcon, Group, Image, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconHistory, IconPencilCheck } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { formatDateTime } from '../../../lib/dates';
import { type Column, DataTable } from '../../../ui/DataTable';
import { ImagePreview } from '../../../ui/ImagePreview';
import type { PagedList } from '../../../ui/usePagedList';
import type { Haccp, RecordResource } from '../api';
import { HistoryModal } from './HistoryModal';
import { NonConformityModal } from './NonConformityModal';
import { ComplianceBadge } from './Verdict';

export interface ListedRecord {
  id: string;
  version: number;
  recorded_at: string;
  recorded_by_name: string | null;
  created_at: string;
  compliant: boolean;
  deviation: string | null;
  correction_reason: string | null;
  supersedes_id: string | null;
  superseded_by_id: string | null;
  non_conformity: { id: string; status: NonConformityStatus } | null;
  photos: string[];
}

/**
 * The list of a kind of record, current versions only: when, the kind's columns, compliance (its
 * non-conformity opens on a click), who, and per row its history and "Corriger" (a new version, never an edit).
 */
export function RecordList<T extends ListedRecord>({
  haccp,
  resource,
  list,
  columns,
  onCorrect,
  describe,
  searchPlaceholder,
  emptyText,
  toolbar,
  rowActions,
}: {
  haccp: Haccp;
  resource: RecordResource<T>;
  list: PagedList<T>;
  columns: Column<T>[];
  onCorrect(record: T): void;
  describe(record: T): ReactNode;
  searchPlaceholder: string;
  emptyText: string;
  toolbar?: ReactNode;
  /** More actions of a row, before its history (a production's lot trace). */
  rowActions?(record: T): ReactNode;
}) {
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const [ncOf, setNcOf] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  return (
    <>
      <DataTable
        list={list}
        rowKey={(r) => r.id}
        searchPlaceholder={searchPlaceholder}
        emptyText={emptyText}
        toolbar={toolbar}
        columns={[
          { key: 'recorded_at', title: 'Date', sort: 'recorded_at', render: (r) => formatDateTime(r.recorded_at) },
          ...columns,
          {
            key: 'compliant',
            title: 'Conformité',
            width: 170,
            render: (r) =>
              r.non_conformity ? (
                <UnstyledButton onClick={() => setNcOf(r.non_conformity?.id ?? null)} title={r.deviation ?? undefined}>
                  <ComplianceBadge compliant={r.compliant} nonConformity={r.non_conformity} />
                </UnstyledButton>
              ) : (
                <ComplianceBadge compliant={r.compliant} />
              ),
          },
          {
            key: 'photos',
            title: 'Photos',
            render: (r) =>
              r.photos.length === 0 ? (
                <Text size="sm" c="dimmed">
                  —
                </Text>
              ) : (
                <Group gap={4} wrap="nowrap">
                  {r.photos.slice(0, 3).map((url, i) => (
                    <UnstyledButton
                      key={url}
                      onClick={() => setPreview(url)}
                      aria-label={`Voir la photo ${i + 1} du ${formatDateTime(r.recorded_at)}`}
                    >
                      <Image src={url} alt="" w={36} h={36} radius="sm" fit="cover" />
                    </UnstyledButton>
                  ))}
                  {r.photos.length > 3 && <Text size="xs">+{r.photos.length - 3}</Text>}
                </Group>
              ),
          },
          {
            key: 'by',
            title: 'Par',
            render: (r) => (
              <Text size="sm">
                {r.recorded_by_name ?? '—'}
                {r.version > 1 && (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    (corrigé, v{r.version})
                  </Text>
                )}
              </Text>
            ),
          },
          {
            key: 'actions',
            title: 'Actions',
            align: 'right',
            render: (r) => (
              <Group gap={4} justify="flex-end" wrap="nowrap">
                {rowActions?.(r)}
                <Tooltip label="Historique">
                  <ActionIcon
                    variant="subtle"
                    size="lg"
                    aria-label={`Historique du ${formatDateTime(r.recorded_at)}`}
                    onClick={() => setHistoryOf(r.id)}
                  >
                    <IconHistory size={18} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label="Corriger">
                  <ActionIcon
                    variant="subtle"
                    size="lg"
                    aria-label={`Corriger le ${formatDateTime(r.recorded_at)}`}
                    onClick={() => onCorrect(r)}
                  >
                    <IconPencilCheck size={18} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            ),
          },
        ]}
      />
      <HistoryModal<T> resource={resource} id={historyOf} onClose={() => setHistoryOf(null)} describe={describe} />
      <NonConformityModal haccp={haccp} id={ncOf} onClose={() => setNcOf(null)} />
      <ImagePreview src={preview} title="Photo de l'enregistrement" onClose={() => setPreview(null)} />
    </>
  );
}
