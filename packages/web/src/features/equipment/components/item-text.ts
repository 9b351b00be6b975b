import type { MaterialItem, RawItem } from '@club/domain/equipment/equipment.schemas';

/** An item's name or description in the reader's language (Basque when there is Basque text). */
export function itemText(item: MaterialItem | RawItem, lang: string, what: 'name' | 'description'): string {
  const es = what === 'name' ? item.item_name : item.item_description;
  const eus = what === 'name' ? item.item_name_eus : item.item_description_eus;
  return lang === 'eus' && eus.trim() ? eus : es;
}

/** The lowest and highest unit price of an item (its sizes' own prices, else its price). */
export function priceRange(item: MaterialItem): [number, number] {
  const prices = item.sizes.length ? item.sizes.map((s) => (s.price_base && s.price_base > 0 ? s.price_base : item.price)) : [item.price];
  return [Math.min(...prices), Math.max(...prices)];
}
