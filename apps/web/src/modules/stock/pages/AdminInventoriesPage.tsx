import { type StockInventory, type StockInventorySummary, storageAreaLabels } from '@fitfit/contracts';
import { Group, Modal, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { formatMoney } from '../../../lib/format';
import { FilterSelect } from '../../../ui/FilterSelect';
import { QueryState } from '../../../ui/QueryState';
import { RowActions } from '../../../ui/RowActions';
import { useDeleteAction } from '../../../ui/useDeleteAction';
import { useEntity, useLookupList } from '../../../ui/usePagedList';
import { optionsFrom, stockAdmin } from '../api';
import { dayText, InventoriesView } from '../components/InventoriesView';
import { InventoryStatusBadge } from '../components/InventoryStatusBadge';
import { quantityText } from '../components/units';

const { inventories, restaurants } = stockAdmin;

/** /stock/inventories: every restaurant's inventories, their details; only those in progress may be deleted. */
export default function AdminInventoriesPage() {
  const [restaurantId, setRestaurantId] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [shown, setShown] = useState<StockInventorySummary | null>(null);
  const restaurantList = useLookupList(restaurants);
  const remove = useDeleteAction({ resource: inventories, noun: "l'inventaire" });
  return (
    <InventoriesView
      title="Inventaires (tous restaurants)"
      description="Inventaires de tous les restaurants ; seuls les inventaires en cours peuvent être supprimés"
      inventories={inventories}
      query={{ restaurant_id: restaurantId ?? undefined, from: from || undefined, to: to || undefined }}
      before={
        <FilterSelect
          aria-label="Filtrer par restaurant"
          placeholder="Tous les restaurants"
          searchable
          data={optionsFrom(restaurantList.data)}
          value={restaurantId}
          onChange={setRestaurantId}
        />
      }
      after={
        <>
          <TextInput aria-label="Du" type="date" value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
          <TextInput aria-label="Au" type="date" value={to} onChange={(e) => setTo(e.currentTarget.value)} />
        </>
      }
      withRestaurant
      countedTitle="Comptés"
      extraColumns={[
        {
          key: 'actions',
          title: '',
          align: 'right',
          phone: true,
          render: (i) =>
            i.status === 'in_progress' ? <RowActions label={i.reference} onDelete={() => remove(i.id, i.reference)} /> : null,
        },
      ]}
      onRowClick={(i) => setShown(i)}
      searchPlaceholder="Rechercher un inventaire, un restaurant"
      emptyText="Aucun inventaire"
    >
      <Modal
        opened={shown !== null}
        onClose={() => setShown(null)}
        title={shown ? `Inventaire ${shown.reference} · ${shown.restaurant_name}` : ''}
        size="xl"
      >
        {shown && <InventoryDetails id={shown.id} />}
      </Modal>
    </InventoriesView>
  );
}

function InventoryDetails({ id }: { id: string }) {
  const inventory = useEntity<StockInventory>(inventories, id);
  return (
    <QueryState query={inventory}>
      {inventory.data && (
        <>
          <Group mb="sm">
            <InventoryStatusBadge status={inventory.data.status} />
            <Text size="sm">Date : {dayText(inventory.data.counted_on)}</Text>
            {inventory.data.value_cents !== null && <Text size="sm">Valeur HT : {formatMoney(inventory.data.value_cents)}</Text>}
          </Group>
          <Table.ScrollContainer minWidth={480}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Produit</Table.Th>
                  <Table.Th>Zone</Table.Th>
                  <Table.Th ta="right">Compté</Table.Th>
                  <Table.Th ta="right">Valeur HT</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {inventory.data.lines.map((l) => (
                  <Table.Tr key={l.id}>
                    <Table.Td>{l.product_name}</Table.Td>
                    <Table.Td>{storageAreaLabels[l.storage_area]}</Table.Td>
                    <Table.Td ta="right">
                      {l.counted_base_quantity === null ? 'Non compté' : quantityText(l.counted_base_quantity, l.unit)}
                    </Table.Td>
                    <Table.Td ta="right">{formatMoney(l.value_cents)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </QueryState>
  );
}
