import { plural, type StockOrder, type StockOrderLine, type StockOrderMail } from '@fitfit/contracts';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { formatMoney } from '../../../lib/format';
import { confirm } from '../../../ui/confirm';
import { MoneyInput } from '../../../ui/inputs';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryState } from '../../../ui/QueryState';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { useScreenSize } from '../../../ui/screen';
import { toast } from '../../../ui/toast';
import { useEntity } from '../../../ui/usePagedList';
import { orderEffects, type Stock, stockResources } from '../api';
import { OrderStatusBadge } from '../components/OrderStatusBadge';
import { alertTextColor } from '../components/units';

/** The e-mail a draft will be sent as, with its PDF to open, read before confirming the sending. */
function MailPreview({ mail, open }: { mail: StockOrderMail; open(): Promise<unknown> }) {
  return (
    <Stack gap="xs">
      <Text size="sm">
        <b>À :</b> {mail.to}
      </Text>
      <Text size="sm">
        <b>Objet :</b> {mail.subject}
      </Text>
      <Card withBorder padding="sm">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {mail.text}
        </Text>
      </Card>
      <Group gap="xs">
        <Text size="sm">Pièce jointe :</Text>
        <Button size="xs" variant="light" onClick={() => open().catch((error) => toast.fromError(error))}>
          {mail.attachment_filename}
        </Button>
      </Group>
    </Stack>
  );
}

/** /stock/restorer-orders/:id: edit a draft and send it, receive a delivery, cancel. */
export default restaurantPage(function OrderPage({ restaurantId }) {
  const { id } = useParams();
  const stock = stockResources(restaurantId);
  const order = useEntity<StockOrder>(stock.orders, id);
  return (
    <>
      <Anchor component={Link} to="/stock/restorer-orders" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} /> Retour aux commandes
        </Group>
      </Anchor>
      <QueryState query={order}>
        {order.data && <OrderView key={`${order.data.id}-${order.data.status}`} stock={stock} order={order.data} />}
      </QueryState>
    </>
  );
});

function useOrderAction(stock: Stock, _order: StockOrder) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  return {
    busy,
    run: async (name: string, call: () => Promise<unknown>, done: string) => {
      setBusy(name);
      try {
        await call();
        toast.success(done);
        await Promise.all([stock.orders.keys.all, ...orderEffects(stock)].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
        return true;
      } catch (error) {
        toast.fromError(error);
        return false;
      } finally {
        setBusy(null);
      }
    },
  };
}

function OrderView({ stock, order }: { stock: Stock; order: StockOrder }) {
  const navigate = useNavigate();
  const action = useOrderAction(stock, order);
  const cancel = async () => {
    const ok = await confirm({
      title: `Annuler la commande ${order.reference} ?`,
      message: order.status === 'sent' ? 'Le fournisseur a déjà reçu le bon de commande : prévenez-le.' : 'Le brouillon reste consultable.',
      confirmLabel: 'Annuler la commande',
      cancelLabel: 'Garder',
      danger: true,
    });
    if (ok) await action.run('cancel', () => stock.cancelOrder(order.id), `Commande ${order.reference} annulée`);
  };
  const remove = async () => {
    const ok = await confirm({
      title: `Supprimer le brouillon ${order.reference} ?`,
      message: 'Cette action est définitive.',
      confirmLabel: 'Supprimer',
      danger: true,
    });
    if (ok && (await action.run('delete', () => stock.deleteOrder(order.id), `Brouillon ${order.reference} supprimé`)))
      navigate('/stock/restorer-orders');
  };
  return (
    <>
      <PageHeader
        title={`Commande ${order.reference}`}
        description={`${order.provider_name} · ${order.provider_email}`}
        actions={
          <Group>
            <OrderStatusBadge status={order.status} />
            {order.status === 'draft' && (
              <Button variant="default" color="red" onClick={remove} loading={action.busy === 'delete'}>
                Supprimer
              </Button>
            )}
            {(order.status === 'draft' || order.status === 'sent') && (
              <Button variant="default" onClick={cancel} loading={action.busy === 'cancel'}>
                Annuler la commande
              </Button>
            )}
          </Group>
        }
      />
      {order.status === 'draft' ? (
        <DraftForm stock={stock} order={order} />
      ) : order.status === 'sent' || order.status === 'partially_received' ? (
        <Reception stock={stock} order={order} />
      ) : (
        <Lines order={order} />
      )}
    </>
  );
}

const Minimum = ({ order, total }: { order: StockOrder; total: number }) =>
  total < order.minimum_order_cents ? (
    <Alert color="orange" icon={<IconAlertTriangle size={18} />} title="Sous le minimum de commande">
      Le total de {formatMoney(total)} HT est inférieur au minimum de {formatMoney(order.minimum_order_cents)} HT (franco) de ce fournisseur
      : il peut facturer la livraison ou refuser la commande.
    </Alert>
  ) : null;

type DraftLine = { product_id: string; name: string; package_label: string; price: number; packages: number | string };

function DraftForm({ stock, order }: { stock: Stock; order: StockOrder }) {
  const action = useOrderAction(stock, order);
  const [lines, setLines] = useState<DraftLine[]>(
    order.lines.map((l) => ({
      product_id: l.product_id,
      name: l.product_name,
      package_label: l.package_label,
      price: l.package_price_cents,
      packages: l.ordered_packages,
    })),
  );
  const [expectedOn, setExpectedOn] = useState(order.expected_on ?? '');
  const [note, setNote] = useState(order.note ?? '');
  const catalogue = useQuery({
    queryKey: [...stock.mercuriales.keys.lists, { provider_id: order.provider_id, per_page: 100 }],
    queryFn: ({ signal }) =>
      stock
        .mercurialesPage({ provider_id: order.provider_id, page: 1, per_page: 100, sort: 'name', order: 'asc' }, signal)
        .then((p) => p.data),
  });
  const total = lines.reduce((sum, l) => sum + l.price * (Number(l.packages) || 0), 0);
  const body = () => ({
    expected_on: expectedOn || null,
    note: note || null,
    lines: lines.map((l) => ({ product_id: l.product_id, ordered_packages: Number(l.packages) || 0 })),
  });
  const save = () => action.run('save', () => stock.updateOrder(order.id, body()), 'Brouillon enregistré');
  // saved first, then the e-mail and its PDF read as the provider will receive them, then sent once confirmed
  const send = async () => {
    if (!(await action.run('save', () => stock.updateOrder(order.id, body()), 'Brouillon enregistré'))) return;
    let mail: StockOrderMail;
    try {
      mail = await stock.previewOrder(order.id);
    } catch (error) {
      toast.fromError(error);
      return;
    }
    const confirmed = await confirm({
      title: 'Envoyer le bon de commande ?',
      message: <MailPreview mail={mail} open={() => stock.openPurchaseOrder(order.id, mail.attachment_filename)} />,
      confirmLabel: 'Envoyer',
    });
    if (!confirmed) return;
    await action.run('send', () => stock.sendOrder(order.id), `Bon de commande envoyé à ${order.provider_email}`);
  };
  const available = (catalogue.data ?? []).filter((p) => !lines.some((l) => l.product_id === p.id));
  const phone = useScreenSize() === 'sm';
  return (
    <Stack>
      <Minimum order={order} total={total} />
      <Card withBorder>
        {/* on a phone the package and price go under the product, so the quantity and the total stay on screen */}
        <Table.ScrollContainer minWidth={phone ? 0 : 560}>
          <Table horizontalSpacing={phone ? 4 : undefined}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Produit</Table.Th>
                {!phone && <Table.Th>Conditionnement</Table.Th>}
                {!phone && <Table.Th ta="right">Prix HT</Table.Th>}
                <Table.Th w={phone ? 88 : 130}>Quantité</Table.Th>
                <Table.Th ta="right">Total HT</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((l, i) => (
                <Table.Tr key={l.product_id}>
                  <Table.Td>
                    {l.name}
                    {phone && (
                      <Text size="xs" c="dimmed">
                        {l.package_label} · {formatMoney(l.price)}
                      </Text>
                    )}
                  </Table.Td>
                  {!phone && <Table.Td>{l.package_label}</Table.Td>}
                  {!phone && <Table.Td ta="right">{formatMoney(l.price)}</Table.Td>}
                  <Table.Td>
                    <NumberInput
                      aria-label={`Quantité de ${l.name}`}
                      min={1}
                      allowDecimal={false}
                      allowNegative={false}
                      value={l.packages}
                      onChange={(v) => setLines(lines.map((x, j) => (j === i ? { ...x, packages: v } : x)))}
                    />
                  </Table.Td>
                  <Table.Td ta="right">{formatMoney(l.price * (Number(l.packages) || 0))}</Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Retirer ${l.name}`}
                      onClick={() => setLines(lines.filter((_, j) => j !== i))}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {lines.length === 0 && (
          <Text c="dimmed" size="sm" my="sm">
            Aucune ligne : ajoutez des produits de ce fournisseur.
          </Text>
        )}
        <Group mt="sm" justify="space-between">
          <Select
            aria-label="Ajouter un produit"
            placeholder="Ajouter un produit"
            searchable
            value={null}
            data={available.map((p) => ({ value: p.id, label: `${p.name} — ${p.package_label}` }))}
            onChange={(value) => {
              const p = available.find((x) => x.id === value);
              if (p)
                setLines([
                  ...lines,
                  { product_id: p.id, name: p.name, package_label: p.package_label, price: p.package_price_cents, packages: 1 },
                ]);
            }}
            w={phone ? '100%' : 360}
          />
          <Text fw={600}>Total HT : {formatMoney(total)}</Text>
        </Group>
      </Card>
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Livraison souhaitée" type="date" value={expectedOn} onChange={(e) => setExpectedOn(e.currentTarget.value)} />
          <Textarea
            label="Remarque pour le fournisseur"
            autosize
            minRows={1}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
        </SimpleGrid>
      </Card>
      <Group justify="flex-end">
        <Button variant="default" onClick={save} loading={action.busy === 'save'}>
          Enregistrer le brouillon
        </Button>
        <Button onClick={send} disabled={lines.length === 0} loading={action.busy === 'send'}>
          Envoyer au fournisseur
        </Button>
      </Group>
    </Stack>
  );
}

function Reception({ stock, order }: { stock: Stock; order: StockOrder }) {
  const action = useOrderAction(stock, order);
  const [rows, setRows] = useState(
    order.lines.map((l) => ({
      line: l,
      packages: Math.max(l.ordered_packages - l.received_packages, 0) as number | string,
      price: l.received_price_cents ?? l.package_price_cents,
    })),
  );
  const [complete, setComplete] = useState(false);
  const receive = () =>
    action.run(
      'receive',
      () =>
        stock.receiveOrder(order.id, {
          lines: rows.map((r) => ({ line_id: r.line.id, packages: Number(r.packages) || 0, package_price_cents: r.price ?? 0 })),
          complete,
        }),
      'Réception enregistrée',
    );
  const changed = rows.filter((r) => Number(r.packages) > 0 && r.price !== r.line.package_price_cents).length;
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        Envoyée le {order.sent_at ? new Date(order.sent_at).toLocaleDateString('fr-FR') : '—'} à {order.sent_to}. Saisissez ce qui est livré
        et au prix facturé : un prix différent met à jour la mercuriale.
      </Text>
      <Card withBorder>
        <Table.ScrollContainer minWidth={640}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Produit</Table.Th>
                <Table.Th ta="right">Commandé</Table.Th>
                <Table.Th ta="right">Déjà reçu</Table.Th>
                <Table.Th w={120}>Livré</Table.Th>
                <Table.Th w={150}>Prix HT livré</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r, i) => (
                <Table.Tr key={r.line.id}>
                  <Table.Td>
                    {r.line.product_name}
                    <Text size="xs" c="dimmed">
                      {r.line.package_label} · commandé à {formatMoney(r.line.package_price_cents)}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{r.line.ordered_packages}</Table.Td>
                  <Table.Td ta="right">{r.line.received_packages}</Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={`Livré de ${r.line.product_name}`}
                      min={0}
                      allowDecimal={false}
                      allowNegative={false}
                      value={r.packages}
                      onChange={(v) => setRows(rows.map((x, j) => (j === i ? { ...x, packages: v } : x)))}
                    />
                  </Table.Td>
                  <Table.Td>
                    <MoneyInput
                      aria-label={`Prix livré de ${r.line.product_name}`}
                      value={r.price}
                      onChange={(v) => setRows(rows.map((x, j) => (j === i ? { ...x, price: v ?? 0 } : x)))}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      {changed > 0 && (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />}>
          {plural(changed, 'prix diffère', 'prix diffèrent')} de la commande : la mercuriale prendra le prix livré.
        </Alert>
      )}
      <Group justify="space-between">
        <Checkbox
          label="Livraison complète (le reste ne sera pas livré)"
          checked={complete}
          onChange={(e) => setComplete(e.currentTarget.checked)}
        />
        <Button onClick={receive} loading={action.busy === 'receive'}>
          Enregistrer la réception
        </Button>
      </Group>
      {order.lines.some((l) => l.received_packages > 0) && <Lines order={order} />}
    </Stack>
  );
}

function Lines({ order }: { order: StockOrder }) {
  const cell = (l: StockOrderLine) => (l.received_price_cents === null ? '—' : formatMoney(l.received_price_cents));
  return (
    <Card withBorder>
      <Text fw={600} mb="xs">
        Lignes et réceptions
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Produit</Table.Th>
              <Table.Th ta="right">Commandé</Table.Th>
              <Table.Th ta="right">Reçu</Table.Th>
              <Table.Th ta="right">Prix commandé</Table.Th>
              <Table.Th ta="right">Prix livré</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.lines.map((l) => (
              <Table.Tr key={l.id}>
                <Table.Td>{l.product_name}</Table.Td>
                <Table.Td ta="right">{l.ordered_packages}</Table.Td>
                <Table.Td ta="right">{l.received_packages}</Table.Td>
                <Table.Td ta="right">{formatMoney(l.package_price_cents)}</Table.Td>
                <Table.Td ta="right">
                  {cell(l)}
                  {l.price_changed && (
                    <Text span size="xs" c={alertTextColor} fw={600} ml={6}>
                      prix modifié
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="flex-end" mt="sm" gap="xl">
        <Text>Commandé : {formatMoney(order.total_cents)} HT</Text>
        <Text fw={600}>Reçu : {formatMoney(order.received_total_cents)} HT</Text>
      </Group>
    </Card>
  );
}
