import { type Lot, lotKindLabels, type ProductionLot } from '@fitfit/contracts';
import { MultiSelect, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '../../../lib/dates';
import type { Haccp } from '../api';

/** A calendar day (YYYY-MM-DD) as the kitchen reads it. */
export const frDay = (v: string | null | undefined) => (v ? formatDate(`${v}T12:00:00`) : '—');

/** One line naming a lot: "Étiquette · Crème · lot A12 · DLC 03/02/2026". */
export const lotLabel = (l: Pick<Lot, 'kind' | 'product' | 'lot' | 'dlc' | 'provider'>) =>
  [lotKindLabels[l.kind], l.product, l.lot ? `lot ${l.lot}` : l.provider, l.dlc ? `DLC ${frDay(l.dlc)}` : null].filter(Boolean).join(' · ');

/** The lots matching what is typed (the server searches: lot number first, then product and provider). */
export const useLotSearch = (haccp: Haccp, search: string) => {
  const [debounced] = useDebouncedValue(search.trim(), 250);
  return useQuery({
    queryKey: [...haccp.lots.key, 'search', debounced],
    queryFn: ({ signal }) => haccp.searchLots(debounced ? { search: debounced } : {}, signal),
    placeholderData: keepPreviousData,
  });
};

/** What the picker knows of a chosen lot (from a search, or from the production being corrected). */
export type KnownLot = Pick<Lot, 'kind' | 'product' | 'lot' | 'dlc' | 'provider'>;
export const knownOf = (lots: ProductionLot[]) => Object.fromEntries(lots.map((l) => [l.original_id, l as KnownLot]));

/**
 * The ingredient lots of a production: the most recent labels, deliveries and productions at first, then what
 * is typed (a lot number, a product, a provider); the chosen ones stay named as chips.
 */
export function LotPicker({
  haccp,
  value,
  onChange,
  known,
  onKnown,
  error,
}: {
  haccp: Haccp;
  value: string[];
  onChange(ids: string[]): void;
  known: Record<string, KnownLot>;
  onKnown(lots: Record<string, KnownLot>): void;
  error?: string;
}) {
  const [search, setSearch] = useState('');
  const query = useLotSearch(haccp, search);
  const found = query.data?.data ?? [];
  const options = [
    ...value.map((id) => ({ value: id, label: known[id] ? lotLabel(known[id]) : 'Lot' })),
    ...found.filter((l) => !value.includes(l.id)).map((l) => ({ value: l.id, label: lotLabel(l) })),
  ];
  return (
    <MultiSelect
      size="lg"
      label="Lots utilisés"
      description="Étiquettes, livraisons et productions : tapez un numéro de lot, un produit ou un fournisseur"
      placeholder={value.length ? undefined : 'Rechercher un lot'}
      data={options}
      value={value}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: o }) => o}
      nothingFoundMessage={query.isFetching ? 'Recherche…' : 'Aucun lot trouvé'}
      maxDropdownHeight={280}
      hidePickedOptions
      clearable
      error={error}
      onChange={(ids) => {
        const added = found.filter((l) => ids.includes(l.id) && !known[l.id]);
        if (added.length) onKnown({ ...known, ...Object.fromEntries(added.map((l) => [l.id, l])) });
        onChange(ids);
        setSearch('');
      }}
    />
  );
}

/** The search box of a recall: a lot number (or a product, a provider) → the lot to trace. */
export function LotSearch({ haccp, onPick }: { haccp: Haccp; onPick(lot: Lot): void }) {
  const [search, setSearch] = useState('');
  const query = useLotSearch(haccp, search);
  const found = query.data?.data ?? [];
  return (
    <Select
      size="lg"
      label="Traçabilité d'un lot"
      description="En cas de rappel : saisissez le numéro de lot pour voir d'où il vient et dans quoi il est entré"
      placeholder="Numéro de lot, produit, fournisseur"
      leftSection={<IconSearch size={18} />}
      data={found.map((l) => ({ value: l.id, label: lotLabel(l) }))}
      value={null}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={query.isFetching ? 'Recherche…' : 'Aucun lot trouvé'}
      maxDropdownHeight={320}
      onChange={(id) => {
        const lot = found.find((l) => l.id === id);
        if (lot) onPick(lot);
        setSearch('');
      }}
    />
  );
}
