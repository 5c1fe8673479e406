import { type OrderType, rateForType, type TicketInput, ticketTotals } from '@fitfit/contracts';

type Rates = { rate_on_spot_bp: number; rate_takeaway_bp: number; rate_delivery_bp: number };
export type DemoItem = Rates & { id: string; name: string; category: string | null; on_spot: number; takeaway: number; delivery: number };
export type DemoMenu = Rates & { id: string; on_spot: number; steps: string[][] };

/** A small seeded generator (mulberry32): the same demo year on every machine. */
export const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const wallClocks = new Map<string, Intl.DateTimeFormat>();
/** The UTC instant of a wall-clock time in a timezone (the offset read back through Intl, one formatter per zone). */
export const zoned = (date: string, minutes: number, timezone: string) => {
  const guess = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  let clock = wallClocks.get(timezone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-GB', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    wallClocks.set(timezone, clock);
  }
  const v = Object.fromEntries(clock.formatToParts(new Date(guess)).map((p) => [p.type, p.value]));
  const local = Date.parse(`${v.year}-${v.month}-${v.day}T${v.hour}:${v.minute}:00Z`);
  return new Date(guess - (local - guess));
};

/** The minutes since midnight of an instant on the restaurant's wall clock. */
export const wallMinutes = (at: Date, timezone: string) => {
  const v = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: timezone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return Number(v.hour) * 60 + Number(v.minute);
};

export interface DemoCard {
  /** The card's available products (their category's name, prices and VAT rates per order type). */
  items: readonly DemoItem[];
  /** The active menus, each step's product ids in order. */
  menus: readonly DemoMenu[];
  /** The active POS users' ids (the sellers). */
  staff: readonly { id: string }[];
  /** A customer for some tickets (`demoCustomerPicker`), nothing for the others. */
  customerOf: () => Partial<Pick<TicketInput, 'customer_id' | 'customer_name' | 'customer_email'>>;
  timezone: string;
  rnd: () => number;
  /** The register's next terminal number (its idempotency key). */
  nextNumber: () => number;
}

/**
 * One believable ticket of a demo restaurant (the seed's days, the catch-up, the live demo terminal): lunch or
 * dinner, on the spot, takeaway or delivery, menus whose choices split their VAT, cookings, discounts, offered
 * items, titres-restaurant at weekday lunch, cheques now and then. Closed at a drawn minute of `date`'s service,
 * or at `at` (the live terminal's now).
 */
export const demoTicketMaker = ({ items, menus, staff, customerOf, timezone, rnd, nextNumber }: DemoCard) => {
  const byId = new Map(items.map((p) => [p.id, p]));
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)];
  const ofCategory = (pattern: RegExp) => items.filter((p) => p.category && pattern.test(p.category));
  const mains = ofCategory(/plat/i).length ? ofCategory(/plat/i) : items;
  const sides = items.filter((p) => !mains.includes(p));
  const priceOf = (p: DemoItem, type: OrderType) => (type === 'on_spot' ? p.on_spot : type === 'takeaway' ? p.takeaway : p.delivery);

  const cookings = ['Saignant', 'À point', 'Bien cuit'];
  return (date: string, lunch: boolean, at?: Date): TicketInput => {
    const drawn = lunch ? 11 * 60 + 45 + Math.floor(rnd() * 165) : 19 * 60 + Math.floor(rnd() * 210);
    const closed = at ?? zoned(date, drawn, timezone);
    const minutes = at ? wallMinutes(at, timezone) : drawn;
    const roll = rnd();
    const type: OrderType = roll < 0.75 ? 'on_spot' : roll < 0.9 ? 'takeaway' : 'delivery';
    const source = type === 'delivery' ? (rnd() < 0.6 ? 'uber_eats' : 'deliveroo') : type === 'takeaway' && rnd() < 0.3 ? 'kiosk' : 'pos';
    const covers = type === 'on_spot' ? 1 + Math.floor(rnd() * 4) : 1;
    const lines: TicketInput['lines'] = [];
    for (let c = 0; c < covers; c++) {
      const menu = menus.length && lunch && type === 'on_spot' && rnd() < 0.35 ? pick(menus) : undefined;
      if (menu?.steps?.length) {
        const chosen = menu.steps.map((step) => byId.get(pick(step))).filter((p): p is DemoItem => !!p);
        lines.push({
          menu_id: menu.id,
          quantity: 1,
          unit_price_cents: menu.on_spot,
          choices: chosen.map((p) => ({ product_id: p.id, unit_price_cents: p.on_spot, vat_rate_bp: rateForType(p, type) })),
        });
        continue;
      }
      const chosen = [
        pick(mains),
        ...(rnd() < 0.6 && sides.length ? [pick(sides)] : []),
        ...(rnd() < 0.3 && sides.length ? [pick(sides)] : []),
      ];
      for (const p of chosen) {
        const same = lines.find((l) => l.product_id === p.id);
        if (same) same.quantity += 1;
        else lines.push({ product_id: p.id, quantity: 1, unit_price_cents: priceOf(p, type), vat_rate_bp: rateForType(p, type) });
      }
    }
    // the cooking asked for the grilled meats (the card's « Cuisson » group), from the minute of the sale rather than
    // a draw: the random sequence, hence every other figure of the demo year, stays the same
    for (const [i, l] of lines.entries()) {
      const name = l.product_id ? byId.get(l.product_id)?.name : undefined;
      if (name && /entrecôte|burger/i.test(name)) l.options = [{ name: cookings[(minutes + i) % cookings.length], price_delta_cents: 0 }];
    }
    // their reasons (a third of them without), from the minute as the cookings: the random sequence stays the same
    for (const [i, l] of lines.entries()) {
      const x = rnd();
      const reason = (reasons: readonly string[]) => reasons[(minutes + i) % reasons.length] || undefined;
      if (x < 0.02) {
        l.offered = true;
        l.discount_reason = reason(['Geste commercial', 'Anniversaire', '']);
      } else if (x < 0.06) {
        l.discount_cents = Math.round(l.quantity * l.unit_price_cents * 0.1);
        l.discount_reason = reason(['Fidélité', 'Happy hour', '']);
      }
    }
    const totals = ticketTotals(lines.map((l) => (l.menu_id ? { ...l, vat_rate_bp: null } : l)));
    const total = totals.total_ttc_cents;
    const payments: TicketInput['payments'] = [];
    if (total > 0) {
      if (type === 'delivery') payments.push({ method: 'online', amount_cents: total });
      else {
        const p = rnd();
        const weekdayLunch = lunch && ![0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());
        if (weekdayLunch && p < 0.2) {
          const titre = Math.min(total, 2500);
          // the issuer and paper or card from the minute and the amount, not a draw: the random sequence stays the same
          const k = (minutes * 7 + total) % 20;
          payments.push({
            method: 'ticket',
            amount_cents: titre,
            issuer: k < 7 ? 'edenred' : k < 13 ? 'swile' : k < 18 ? 'pluxee' : 'up',
            titre_form: (minutes + total) % 3 ? 'card' : 'paper',
          });
          if (total > titre) payments.push({ method: 'card', amount_cents: total - titre });
        } else payments.push({ method: p < 0.45 ? 'cash' : p > 0.985 && total >= 2000 ? 'cheque' : 'card', amount_cents: total });
      }
    }
    return {
      terminal_number: nextNumber(),
      source,
      type,
      covers,
      table: type === 'on_spot' ? String(1 + Math.floor(rnd() * 30)) : null,
      pos_user_id: staff.length ? pick(staff).id : null,
      opened_at: new Date(closed.getTime() - (lunch ? 50 : 80) * 60_000 * (0.5 + rnd())).toISOString(),
      closed_at: closed.toISOString(),
      lines,
      payments,
      total_ttc_cents: total,
      vat: totals.vat,
      ...customerOf(),
    };
  };
};
