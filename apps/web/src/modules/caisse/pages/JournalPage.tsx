import { type JournalEvent, journalEventKindLabels } from '@fitfit/contracts';
import { Badge, Group, Select, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/dates';
import { CursorPager } from '../../../ui/CursorPager';
import { type Column, DataTable } from '../../../ui/DataTable';
import { PageHeader } from '../../../ui/PageHeader';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { useScreenSize } from '../../../ui/screen';
import { useCursorList } from '../../../ui/useCursorList';
import { options, rangePlaceholder, useTimezone } from '../components/ledger/common';
import { ledgerResources } from '../ledger-api';

type Range = [string | null, string | null];
const kindOptions = options(journalEventKindLabels);

/** What an event carries, in a line: "motif : erreur de saisie · numéro : 12". */
const describe = (details: JournalEvent['details']) =>
  Object.entries(details)
    .filter(([, v]) => v !== null && v !== undefined && typeof v !== 'object')
    .map(([k, v]) => `${k.replaceAll('_', ' ')} : ${String(v)}`)
    .join(' · ');

/** Conformité 2021 → Journal des événements: logins, closings, exports, reprints, cancellations, checks. */
export default restaurantPage(function Journal({ restaurantId }) {
  const ledger = ledgerResources(restaurantId);
  const timezone = useTimezone();
  const small = useScreenSize() === 'sm';
  const [kind, setKind] = useState<string | null>(null);
  const [range, setRange] = useState<Range>([null, null]);
  const list = useCursorList<JournalEvent>(ledger.journal, {
    kind: kind ?? undefined,
    from: range[0] ?? undefined,
    to: range[1] ?? range[0] ?? undefined,
  });
  const columns: Column<JournalEvent>[] = [
    { key: 'date', title: 'Date', width: 150, render: (e) => formatDateTime(e.occurred_at, timezone) },
    {
      key: 'kind',
      title: 'Événement',
      width: 200,
      render: (e) => (
        <Badge variant="default" tt="none">
          {journalEventKindLabels[e.kind] ?? e.kind}
        </Badge>
      ),
    },
    { key: 'actor', title: 'Par', render: (e) => e.actor_name ?? 'Système' },
    {
      key: 'details',
      title: 'Détails',
      render: (e) => (
        <Text size="sm" c="dimmed" lineClamp={2}>
          {describe(e.details) || '—'}
        </Text>
      ),
    },
  ];
  return (
    <>
      <PageHeader title="Journal des événements" description="Qui a fait quoi et quand : un journal que personne ne peut modifier" />
      <Group gap="xs" mb="sm" wrap="wrap" align="flex-end">
        <Select label="Événement" placeholder="Tous les événements" data={kindOptions} value={kind} onChange={setKind} clearable w={230} />
        <DatePickerInput
          type="range"
          label="Période"
          placeholder="Toutes les dates"
          styles={rangePlaceholder}
          value={range}
          onChange={(v) => setRange(v as Range)}
          valueFormat="DD/MM/YYYY"
          clearable
          allowSingleDateInRange
          w={{ base: '100%', sm: 240 }}
        />
      </Group>
      <DataTable
        list={list}
        columns={small ? columns.filter((c) => c.key !== 'details') : columns}
        rowKey={(e) => e.id}
        noSearch
        emptyText={kind || range[0] ? 'Aucun événement ne correspond à ces filtres.' : "Aucun événement pour l'instant."}
        pager={<CursorPager list={list} />}
        minWidth={small ? 0 : undefined}
      />
    </>
  );
});
