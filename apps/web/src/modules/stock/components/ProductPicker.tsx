import { type StockUnit, stockUnitLabels } from '@fitfit/contracts';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Resource } from '../../../lib/resource';
import type { PageFetch } from '../../../ui/usePagedList';

export interface PickedProduct {
  id: string;
  name: string;
  unit: StockUnit;
  category_name: string;
}

/** A searchable choice of catalogue product, searched on the server (the catalogue is too long for one page). */
export function ProductPicker({
  resource,
  fetch,
  label,
  exclude = [],
  onPick,
}: {
  resource: Pick<Resource, 'keys'>;
  /** A page of the products to pick from, through its endpoint descriptor. */
  fetch: PageFetch<PickedProduct>;
  label: string;
  exclude?: string[];
  onPick(product: PickedProduct): void;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 200);
  const query = { page: 1, per_page: 50, order: 'asc' as const, sort: 'name', search: debounced };
  const products = useQuery({
    queryKey: resource.keys.list(query),
    queryFn: ({ signal }) => fetch(query, signal),
  });
  const rows = (products.data?.data ?? []).filter((p) => !exclude.includes(p.id));
  return (
    <Select
      label={label}
      placeholder="Rechercher un produit du catalogue"
      searchable
      clearable
      value={null}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={products.isFetching ? 'Recherche…' : 'Aucun produit'}
      data={rows.map((p) => ({ value: p.id, label: `${p.name} (${stockUnitLabels[p.unit]}) · ${p.category_name}` }))}
      onChange={(id) => {
        const picked = rows.find((p) => p.id === id);
        if (picked) {
          onPick(picked);
          setSearch('');
        }
      }}
    />
  );
}
