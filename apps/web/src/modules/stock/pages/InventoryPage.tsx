import {
  baseUnitsPer,
  plural,
  type StockInventory,
  type StockInventoryLine,
  type StorageArea,
  stockUnitLabels,
  storageAreaLabels,
  storageAreas,
} from '@fitfit/contracts';
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconArrowLeft, IconCloudOff, IconSearch } from '@tabler/icons-react';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { formatMoney } from '../../../lib/format';
import { ApiError } from '../../../lib/http';
import { confirm } from '../../../ui/confirm';
import { ScaledInput } from '../../../ui/inputs';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryState } from '../../../ui/QueryState';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { toast } from '../../../ui/toast';
import { useEntity } from '../../../ui/usePagedList';
import { inventoryEffects, type Stock, stockResources } from '../api';
import { dayText } from '../components/InventoriesView';
import { InventoryStatusBadge } from '../components/InventoryStatusBadge';
import { ProductPicker } from '../components/ProductPicker';
import { alertTextColor, quantityText } from '../components/units';

/** /stock/restorer-inventories/:id: count by storage area (a phone in the cold room), validate, read the variances. */
export default restaurantPage(function InventoryPage({ restaurantId }) {
  const { id } = useParams();
  const stock = stockResources(restaurantId);
  const inventory = useEntity<StockInventory>(stock.inventories, id);
  return (
    <>
      <Anchor component={Link} to="/stock/restorer-inventories" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} /> Retour aux inventaires
        </Group>
      </Anchor>
      <QueryState query={inventory}>
        {inventory.data &&
          (inventory.data.status === 'in_progress' ? (
            <Counting key={inventory.data.id} stock={stock} inventory={inventory.data} />
          ) : (
            <Validated inventory={inventory.data} />
          ))}
      </QueryState>
    </>
  );
});

/** What was typed and not yet acknowledged by the server, per product, kept on the device. */
type Pending = Record<string, number | null>;
const storageKey = (id: string) => `fitfit.inventory.${id}`;
const readPending = (id: string): Pending => {
  try {
    return JSON.parse(localStorage.getItem(storageKey(id)) ?? '{}') as Pending;
  } catch {
    return {};
  }
};
const BATCH = 100;
const SAVE_DELAY_MS = 800;
const RETRY_MS = 10_000;

/**
 * Counts are kept in local storage as they are typed and sent in batches shortly after; when the network
 * drops, they stay on the device and are sent again when it comes back (or when the page is opened again).
 */
function useCountSync(stock: Stock, inventory: StockInventory, queryClient: QueryClient) {
  const [pending, setPending] = useState<Pending>(() => readPending(inventory.id));
  const pendingRef = useRef(pending);
  const [offline, setOffline] = useState(false);
  const [saving, setSaving] = useState(false);
  const sending = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const store = useCallback(
    (next: Pending) => {
      pendingRef.current = next;
      setPending(next);
      if (Object.keys(next).length) localStorage.setItem(storageKey(inventory.id), JSON.stringify(next));
      else localStorage.removeItem(storageKey(inventory.id));
    },
    [inventory.id],
  );

  const flush = useCallback(async (): Promise<boolean> => {
    if (sending.current) return false;
    const entries = Object.entries(pendingRef.current).slice(0, BATCH);
    if (!entries.length) return true;
    sending.current = true;
    setSaving(true);
    try {
      const saved = await stock.saveInventoryLines(inventory.id, {
        lines: entries.map(([product_id, counted_base_quantity]) => ({ product_id, counted_base_quantity })),
      });
      queryClient.setQueryData(stock.inventories.keys.detail(inventory.id), saved);
      const rest = { ...pendingRef.current };
      // a value typed again while the batch was on its way stays pending
      for (const [productId, value] of entries) if (rest[productId] === value) delete rest[productId];
      store(rest);
      setOffline(false);
      sending.current = false;
      setSaving(false);
      if (Object.keys(rest).length) return flush();
      void queryClient.invalidateQueries({ queryKey: stock.inventories.keys.lists });
      return true;
    } catch (error) {
      sending.current = false;
      setSaving(false);
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        toast.fromError(error);
        if (error.status === 409) store({});
      } else {
        setOffline(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => void flush(), RETRY_MS);
      }
      return false;
    }
  }, [inventory.id, queryClient, stock, store]);

  useEffect(() => {
    const online = () => void flush();
    window.addEventListener('online', online);
    // what an earlier visit left on this device goes first
    if (Object.keys(pendingRef.current).length) void flush();
    return () => {
      window.removeEventListener('online', online);
      clearTimeout(timer.current);
    };
  }, [flush]);

  const set = (productId: string, value: number | null) => {
    store({ ...pendingRef.current, [productId]: value });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), SAVE_DELAY_MS);
  };
  return { pending, set, flush, offline, saving };
}

function Counting({ stock, inventory }: { stock: Stock; inventory: StockInventory }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const sync = useCountSync(stock, inventory, queryClient);
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const counted = (l: StockInventoryLine) => (l.product_id in sync.pending ? sync.pending[l.product_id] : l.counted_base_quantity);
  const uncounted = inventory.lines.filter((l) => counted(l) === null).length;
  const pendingCount = Object.keys(sync.pending).length;
  const needle = search.trim().toLocaleLowerCase('fr');
  const shown = needle ? inventory.lines.filter((l) => l.product_name.toLocaleLowerCase('fr').includes(needle)) : inventory.lines;
  const refresh = () =>
    Promise.all([stock.inventories.keys.all, ...inventoryEffects(stock)].map((queryKey) => queryClient.invalidateQueries({ queryKey })));

  const validate = async () => {
    if (!(await sync.flush()) || Object.keys(sync.pending).length) {
      toast.error('Des saisies ne sont pas encore enregistrées : réessayez une fois le réseau revenu.');
      return;
    }
    const ok = await confirm({
      title: `Valider l'inventaire ${inventory.reference} ?`,
      message: uncounted
        ? `${plural(uncounted, 'produit non compté sera compté', 'produits non comptés seront comptés')} à zéro. Un inventaire validé ne se modifie plus.`
        : 'Il sera valorisé au dernier prix d’achat et ne se modifiera plus.',
      confirmLabel: 'Valider',
    });
    if (!ok) return;
    setBusy('validate');
    try {
      await stock.validateInventory(inventory.id);
      toast.success(`Inventaire ${inventory.reference} validé`);
      await refresh();
    } catch (error) {
      toast.fromError(error);
    } finally {
      setBusy(null);
    }
  };
  const remove = async () => {
    const ok = await confirm({
      title: `Supprimer l'inventaire ${inventory.reference} ?`,
      message: 'Les quantités comptées seront perdues.',
      confirmLabel: 'Supprimer',
      danger: true,
    });
    if (!ok) return;
    setBusy('delete');
    try {
      await stock.deleteInventory(inventory.id);
      localStorage.removeItem(storageKey(inventory.id));
      toast.success(`Inventaire ${inventory.reference} supprimé`);
      await queryClient.invalidateQueries({ queryKey: stock.inventories.keys.lists });
      navigate('/stock/restorer-inventories');
    } catch (error) {
      toast.fromError(error);
    } finally {
      setBusy(null);
    }
  };
  const addProduct = async (productId: string) => {
    try {
      const saved = await stock.saveInventoryLines(inventory.id, {
        lines: [{ product_id: productId, counted_base_quantity: null }],
      });
      queryClient.setQueryData(stock.inventories.keys.detail(inventory.id), saved);
    } catch (error) {
      toast.fromError(error);
    }
  };

  return (
    <>
      <PageHeader
        title={`Inventaire ${inventory.reference}`}
        description={`Stock à la fermeture du ${dayText(inventory.counted_on)}${inventory.note ? ` · ${inventory.note}` : ''}`}
        actions={
          <Group>
            <InventoryStatusBadge status={inventory.status} />
            <Button variant="default" color="red" onClick={remove} loading={busy === 'delete'}>
              Supprimer
            </Button>
            <Button onClick={validate} loading={busy === 'validate'}>
              Valider l'inventaire
            </Button>
          </Group>
        }
      />
      <Stack>
        {sync.offline ? (
          <Alert color="orange" icon={<IconCloudOff size={18} />} title="Réseau indisponible" role="status">
            {plural(pendingCount, 'saisie est gardée', 'saisies sont gardées')} sur cet appareil : elles seront envoyées dès le retour du
            réseau.
          </Alert>
        ) : (
          <Text size="sm" c="dimmed" role="status" aria-live="polite">
            {inventory.lines.length - uncounted} / {plural(inventory.lines.length, 'produit compté', 'produits comptés')}
            {' · '}
            {sync.saving || pendingCount ? 'Enregistrement…' : 'Tout est enregistré'}
          </Text>
        )}
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder="Rechercher un produit"
          aria-label="Rechercher un produit"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        {storageAreas.map((area) => {
          const lines = shown.filter((l) => l.storage_area === area);
          if (!lines.length) return null;
          return (
            <Card key={area} withBorder padding="sm">
              <Title order={2} size="h4" mb="xs">
                {storageAreaLabels[area]}{' '}
                <Text span c="dimmed" size="sm">
                  ({lines.length})
                </Text>
              </Title>
              <Stack gap="sm">
                {lines.map((l) => (
                  <CountRow key={l.id} line={l} value={counted(l)} onChange={(v) => sync.set(l.product_id, v)} />
                ))}
              </Stack>
            </Card>
          );
        })}
        {shown.length === 0 && (
          <Text c="dimmed" ta="center" py="md">
            {inventory.lines.length
              ? 'Aucun produit ne correspond à la recherche'
              : 'Aucun produit : ajoutez ceux que vous comptez ci-dessous'}
          </Text>
        )}
        <ProductPicker
          resource={stock.mercuriales}
          fetch={stock.mercurialesPage}
          label="Ajouter un produit à l'inventaire"
          exclude={inventory.lines.map((l) => l.product_id)}
          onPick={(p) => void addProduct(p.id)}
        />
      </Stack>
    </>
  );
}

function CountRow({ line, value, onChange }: { line: StockInventoryLine; value: number | null; onChange(v: number | null): void }) {
  const unit = stockUnitLabels[line.unit];
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <div style={{ flex: '1 1 12rem', minWidth: 0 }}>
        <Text fw={500}>{line.product_name}</Text>
        <Text size="xs" c="dimmed">
          {line.package_label} · {line.category_name}
        </Text>
      </div>
      <ScaledInput
        aria-label={`Quantité de ${line.product_name} en ${unit}`}
        size="lg"
        w={{ base: '100%', xs: 190 }}
        scale={baseUnitsPer[line.unit]}
        decimalScale={line.unit === 'piece' ? 0 : 3}
        allowNegative={false}
        min={0}
        inputMode="decimal"
        hideControls
        rightSection={<Text size="sm">{unit}</Text>}
        rightSectionWidth={48}
        placeholder="Non compté"
        value={value}
        onChange={(v) => onChange(v ?? null)}
      />
    </Group>
  );
}

const signed = (text: string, n: number) => (n > 0 ? `+${text}` : text);

function Validated({ inventory }: { inventory: StockInventory }) {
  return (
    <>
      <PageHeader
        title={`Inventaire ${inventory.reference}`}
        description={`Stock à la fermeture du ${dayText(inventory.counted_on)}${inventory.note ? ` · ${inventory.note}` : ''}`}
        actions={<InventoryStatusBadge status={inventory.status} />}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} mb="md">
        <Card withBorder>
          <Text size="sm" c="dimmed">
            Valeur du stock HT
          </Text>
          <Text fw={700} size="xl">
            {formatMoney(inventory.value_cents ?? 0)}
          </Text>
        </Card>
        <Card withBorder>
          <Text size="sm" c="dimmed">
            Écart contre le stock théorique
          </Text>
          <Text fw={700} size="xl" c={inventory.variance_cents !== null && inventory.variance_cents < 0 ? alertTextColor : undefined}>
            {inventory.variance_cents === null ? '—' : signed(formatMoney(inventory.variance_cents), inventory.variance_cents)}
          </Text>
        </Card>
        <Card withBorder>
          <Text size="sm" c="dimmed">
            Stock théorique depuis
          </Text>
          <Text fw={700} size="xl">
            {inventory.previous_counted_on ? `l'inventaire du ${dayText(inventory.previous_counted_on)}` : 'Premier inventaire'}
          </Text>
        </Card>
      </SimpleGrid>
      {storageAreas.map((area: StorageArea) => {
        const lines = inventory.lines.filter((l) => l.storage_area === area);
        if (!lines.length) return null;
        return (
          <Card key={area} withBorder padding="sm" mb="md">
            <Title order={2} size="h4" mb="xs">
              {storageAreaLabels[area]}
            </Title>
            <Table.ScrollContainer minWidth={560}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Produit</Table.Th>
                    <Table.Th ta="right">Compté</Table.Th>
                    <Table.Th ta="right">Théorique</Table.Th>
                    <Table.Th ta="right">Écart</Table.Th>
                    <Table.Th ta="right">Valeur HT</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {lines.map((l) => (
                    <Table.Tr key={l.id}>
                      <Table.Td>{l.product_name}</Table.Td>
                      <Table.Td ta="right">{quantityText(l.counted_base_quantity ?? 0, l.unit)}</Table.Td>
                      <Table.Td ta="right">
                        {l.theoretical_base_quantity === null ? '—' : quantityText(l.theoretical_base_quantity, l.unit)}
                      </Table.Td>
                      <Table.Td ta="right" c={l.variance_cents !== null && l.variance_cents < 0 ? alertTextColor : undefined}>
                        {l.variance_base_quantity === null || l.variance_cents === null
                          ? '—'
                          : `${signed(quantityText(l.variance_base_quantity, l.unit), l.variance_base_quantity)} (${formatMoney(l.variance_cents)})`}
                      </Table.Td>
                      <Table.Td ta="right">{formatMoney(l.value_cents)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Card>
        );
      })}
    </>
  );
}
