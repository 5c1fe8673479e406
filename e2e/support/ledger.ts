import { type Catalog, type TicketBatchResult, type TicketInput, ticketTotals } from '@fitfit/contracts';
import { baseUrl, DEMO_PASSWORD } from './browser';

/**
 * Data of the sales ledger tests, made the way the product receives it: a POS terminal installed through
 * the admin API (its device key shown once), then tickets pushed by that terminal through the device API.
 */
const call = async <T>(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<T> => {
  const response = await fetch(`${baseUrl}/api/v1/${path}`, {
    method,
    headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
};

export const signIn = async (email: string) =>
  (await call<{ token: string }>('POST', 'auth/login', {}, { email, password: DEMO_PASSWORD })).token;

export interface Terminal {
  restaurantId: string;
  key: string;
  catalog: Catalog;
  /** The next terminal ticket number (the terminal's own numbering, its idempotency key). */
  next: number;
}

/** Installs a POS terminal in the restaurant named `restaurantName` (as the admin) and reads its card. */
export const installTerminal = async (restaurantName: string, label: string): Promise<Terminal> => {
  const admin = { authorization: `Bearer ${await signIn('admin@fitfit.example')}` };
  const restaurants = await call<{ data: { id: string; name: string }[] }>(
    'GET',
    `admin/restaurants?search=${encodeURIComponent(restaurantName)}&per_page=50`,
    admin,
  );
  const restaurant = restaurants.data.find((r) => r.name === restaurantName);
  if (!restaurant) throw new Error(`restaurant ${restaurantName} not found`);
  const hardwares = await call<{ data: { id: string; kind: string }[] }>('GET', 'admin/hardwares?per_page=100', admin);
  const pos = hardwares.data.find((h) => h.kind === 'pos_terminal');
  if (!pos) throw new Error('no POS terminal in the hardware catalogue');
  const installed = await call<{ api_key: string }>('POST', `admin/restaurants/${restaurant.id}/restaurant_hardwares`, admin, {
    hardware_id: pos.id,
    label,
  });
  const catalog = await call<Catalog>('GET', `restaurants/${restaurant.id}/caisse/catalog`, { 'x-device-key': installed.api_key });
  return { restaurantId: restaurant.id, key: installed.api_key, catalog, next: Date.now() % 1_000_000_000 };
};

export interface SaleOptions {
  customer?: string;
  email?: string;
  quantity?: number;
  method?: 'cash' | 'card' | 'online' | 'ticket' | 'cheque';
  minutesAgo?: number;
}

/** One on-spot sale of the card's first product, totals computed with the product's own rules. */
export const sale = (terminal: Terminal, o: SaleOptions = {}): TicketInput => {
  const product = terminal.catalog.products[0];
  if (!product) throw new Error('the card has no product');
  const line = {
    product_id: product.id,
    quantity: o.quantity ?? 1,
    unit_price_cents: product.price_on_spot_cents,
    vat_rate_bp: product.rate_on_spot_bp,
  };
  const totals = ticketTotals([line]);
  const closed = new Date(Date.now() - (o.minutesAgo ?? 5) * 60_000);
  terminal.next += 1;
  return {
    terminal_number: terminal.next,
    source: 'pos',
    type: 'on_spot',
    covers: 1,
    customer_name: o.customer ?? null,
    customer_email: o.email ?? null,
    opened_at: new Date(closed.getTime() - 20 * 60_000).toISOString(),
    closed_at: closed.toISOString(),
    lines: [line],
    payments: [{ method: o.method ?? 'cash', amount_cents: totals.total_ttc_cents }],
    total_ttc_cents: totals.total_ttc_cents,
    vat: totals.vat,
  };
};

/** Pushes tickets as the terminal does (one batch); every one must be stored. */
export const pushTickets = async (terminal: Terminal, tickets: TicketInput[]) => {
  const result = await call<TicketBatchResult>(
    'POST',
    `restaurants/${terminal.restaurantId}/caisse/tickets`,
    { 'x-device-key': terminal.key },
    { tickets },
  );
  if (result.stored !== tickets.length)
    throw new Error(`tickets refused: ${JSON.stringify(result.results.filter((r) => r.status !== 'stored'))}`);
  return result.results.map((r) => r.ticket as NonNullable<typeof r.ticket>);
};

/** Records a cash movement as the terminal does (a withdrawal to the bank, an expense…). */
export const pushCashMovement = (
  terminal: Terminal,
  movement: { kind: 'float' | 'contribution' | 'withdrawal' | 'expense'; amount_cents: number; reason: string; minutesAgo?: number },
) =>
  call(
    'POST',
    `restaurants/${terminal.restaurantId}/caisse/cash-movements`,
    { 'x-device-key': terminal.key },
    {
      terminal_number: terminal.next++,
      kind: movement.kind,
      amount_cents: movement.amount_cents,
      reason: movement.reason,
      occurred_at: new Date(Date.now() - (movement.minutesAgo ?? 5) * 60_000).toISOString(),
    },
  );
