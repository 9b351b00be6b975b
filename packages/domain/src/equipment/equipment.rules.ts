/**
 * The club kit shop's rules (issue 18; spec 001 §3 Inventory item / Cart line / Order, §4 order
 * status, §5 equipment rules, §6 access, §9 "the equipment charge goes on the next member fee").
 * Pure: the server decides with them, the web previews with the same functions.
 */

/** Order status (spec 001 §4): 0 Pendiente, 2 Entregado (there is no 1). */
export const ORDER_STATUS = { pending: 0, delivered: 2 } as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
export const ORDER_STATUSES: readonly OrderStatus[] = [ORDER_STATUS.pending, ORDER_STATUS.delivered];
export const isOrderStatus = (n: unknown): n is OrderStatus => n === 0 || n === 2;

/** A cart line's quantity: a whole number 1 to 99 (default 1). */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;
/** A charge account's IBAN must be longer than this (spec 001 §5: "iban longer than 5 chars"). */
export const MIN_CHARGE_IBAN_EXCLUSIVE = 5;

/** The payment-ledger / billing kind of an order's charge (PHASE3 contract 1). */
export const EQUIPMENT_CHARGE_KIND = 'equipment-order';

/**
 * Refusals of material_request (HTTP 200, success 0, this code), numbered apart from the other
 * areas' codes so one web table can turn any of them into words.
 */
export const EQUIPMENT_CODE = {
  emptyCart: 51,
  unknownItem: 52,
  sizeMissing: 53,
  unknownSize: 54,
  quantityOutOfRange: 55,
  pickupNotAllowed: 56,
  accountNotAllowed: 57,
  outOfStock: 58,
  notMember: 59,
} as const;
export type EquipmentCode = (typeof EQUIPMENT_CODE)[keyof typeof EQUIPMENT_CODE];

/** One size of an item: its text, its own price (cents; null = the item's price) and its stock (null = no limit). */
export interface CatalogueSize {
  size: string;
  priceCents: number | null;
  stock: number | null;
}

/** A catalogue item as the rules see it. `sizes` empty: an item without sizes. */
export interface CatalogueItem {
  id: number;
  priceCents: number;
  hidden: boolean;
  sizes: readonly CatalogueSize[];
  /** The stock of an item without sizes (null = no limit). */
  stock: number | null;
}

export interface CartLineInput {
  id: number;
  quantity?: number | null;
  size?: string | null;
}

/** A priced cart line: the unit price the server charges (its own catalogue's, never the client's). */
export interface PricedLine {
  id: number;
  quantity: number;
  size: string;
  unitCents: number;
  lineCents: number;
}

export type CartOutcome = { ok: true; lines: PricedLine[]; totalCents: number } | { ok: false; code: EquipmentCode; line?: number };

const normSize = (s: string | null | undefined): string => (s ?? '').trim();

/**
 * The size rule (spec 001 §5): an item with sizes needs one of its sizes; an item without sizes
 * takes none ('' or absent). Returns the refusal code or null.
 */
export function sizeProblem(item: Pick<CatalogueItem, 'sizes'>, size: string | null | undefined): EquipmentCode | null {
  const s = normSize(size);
  if (item.sizes.length === 0) return s === '' ? null : EQUIPMENT_CODE.unknownSize;
  if (s === '') return EQUIPMENT_CODE.sizeMissing;
  return item.sizes.some((z) => z.size === s) ? null : EQUIPMENT_CODE.unknownSize;
}

/** Whether the modal's add-to-cart may add the item with that size (the same size rule). */
export const canAddToCart = (item: Pick<CatalogueItem, 'sizes'>, size: string | null | undefined): boolean =>
  sizeProblem(item, size) === null;

/** The unit price of an item in a size: the size's own price, else the item's price. */
export function unitPriceCents(item: Pick<CatalogueItem, 'priceCents' | 'sizes'>, size: string | null | undefined): number {
  const s = normSize(size);
  const found = item.sizes.find((z) => z.size === s);
  return found?.priceCents != null && found.priceCents > 0 ? found.priceCents : item.priceCents;
}

export const isQuantityAllowed = (q: number): boolean => Number.isInteger(q) && q >= MIN_QUANTITY && q <= MAX_QUANTITY;

/**
 * Cart pricing: every line priced from the catalogue (hidden items cannot be ordered), the same
 * item and size in two lines merged (one stock row, one packing-list line). The first problem
 * found refuses the whole cart (an order is stored whole or not at all).
 */
export function priceCart(catalogue: ReadonlyMap<number, CatalogueItem>, cart: readonly CartLineInput[]): CartOutcome {
  if (cart.length === 0) return { ok: false, code: EQUIPMENT_CODE.emptyCart };
  const merged = new Map<string, PricedLine>();
  for (const [index, line] of cart.entries()) {
    const item = catalogue.get(line.id);
    if (!item || item.hidden) return { ok: false, code: EQUIPMENT_CODE.unknownItem, line: index };
    const quantity = line.quantity ?? 1;
    if (!isQuantityAllowed(quantity)) return { ok: false, code: EQUIPMENT_CODE.quantityOutOfRange, line: index };
    const problem = sizeProblem(item, line.size);
    if (problem) return { ok: false, code: problem, line: index };
    const size = normSize(line.size);
    const unitCents = unitPriceCents(item, size);
    const key = `${item.id}\u0000${size}`;
    const before = merged.get(key);
    const q = (before?.quantity ?? 0) + quantity;
    if (q > MAX_QUANTITY) return { ok: false, code: EQUIPMENT_CODE.quantityOutOfRange, line: index };
    merged.set(key, { id: item.id, size, quantity: q, unitCents, lineCents: unitCents * q });
  }
  const lines = [...merged.values()];
  return { ok: true, lines, totalCents: lines.reduce((s, l) => s + l.lineCents, 0) };
}

/**
 * Stock (where the office sets it): the lines that ask for more units than held. `stockOf`
 * answers the stock of an item's size (null = no limit). The server calls it on rows it holds
 * locked, so the answer is still true when the order is stored.
 */
export function shortLines(lines: readonly PricedLine[], stockOf: (id: number, size: string) => number | null): PricedLine[] {
  return lines.filter((l) => {
    const stock = stockOf(l.id, l.size);
    return stock !== null && stock < l.quantity;
  });
}

/** A family person as the charge-account rule sees them: the member payment data (gibke_payment_details). */
export interface ChargePerson {
  user_id: number;
  gibke_payment_details: { iban: string; needs_update: number | boolean };
}

/**
 * The charge accounts (spec 001 §5): the own account, plus the family accounts whose member
 * payment data does not need an update and whose IBAN is longer than 5 characters. Decision: the
 * own account is offered whatever its data (the spec names it unconditionally); a remittance that
 * cannot collect it lists it as excluded and the order stays due.
 */
export function chargeAccounts(selfId: number, family: readonly ChargePerson[]): number[] {
  const out = [selfId];
  for (const p of family) {
    if (p.user_id === selfId) continue;
    const d = p.gibke_payment_details;
    if (!d.needs_update && d.iban.replace(/\s+/g, '').length > MIN_CHARGE_IBAN_EXCLUSIVE) out.push(p.user_id);
  }
  return out;
}

export const isAllowedChargeAccount = (selfId: number, family: readonly ChargePerson[], accountId: number): boolean =>
  chargeAccounts(selfId, family).includes(accountId);

/**
 * Access (spec 001 §5, §6): the shop is for families with a member: some person of the family
 * whose membership state is above 0.
 */
export const isMemberFamily = (family: readonly { gibke_membership_state: number }[]): boolean =>
  family.some((p) => p.gibke_membership_state > 0);

/** The charge's concept (billing line and bank statement), es and eus. */
export const orderConcept = (orderId: number): { es: string; eus: string } => ({
  es: `Pedido de material ${orderId}`,
  eus: `${orderId}. material eskaera`,
});

/** One line of the office's packing list: how many units of an item in a size. */
export interface PackingLine {
  id: number;
  name: string;
  nameEus: string;
  size: string;
  quantity: number;
}

/**
 * The packing list of some orders (issue 18, the office): units per item and size, summed over
 * the orders, in name then size order. Names are the ones the orders were placed with.
 */
export function packingList(
  orders: readonly {
    shopping_cart: readonly { id: number; quantity: number; size: string; raw_stckitem: { item_name: string; item_name_eus: string } }[];
  }[],
): PackingLine[] {
  const out = new Map<string, PackingLine>();
  for (const o of orders) {
    for (const l of o.shopping_cart) {
      const key = `${l.id}\u0000${l.size}`;
      const line = out.get(key) ?? {
        id: l.id,
        name: l.raw_stckitem.item_name,
        nameEus: l.raw_stckitem.item_name_eus,
        size: l.size,
        quantity: 0,
      };
      line.quantity += l.quantity;
      out.set(key, line);
    }
  }
  return [...out.values()].sort((a, b) => a.name.localeCompare(b.name, 'es') || a.size.localeCompare(b.size, 'es', { numeric: true }));
}
