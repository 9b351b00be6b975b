import type { AdminItemInput } from '@club/domain/equipment/equipment.schemas';

/**
 * The demo kit catalogue (issue 18): what a swimming club sells its families, in Spanish and
 * Basque, prices in euros (VAT included), sizes with their own price where they cost more, stock
 * where the office counts it. Each item has a drawn cover (`coverSvg`).
 */
export type KitDrawing = 'swimsuit' | 'jammer' | 'cap' | 'towel' | 'parka' | 'bag';

export const kitItems: (Omit<AdminItemInput, 'coverid'> & { drawing: KitDrawing; file: string })[] = [
  {
    drawing: 'swimsuit',
    file: 'banador-competicion.svg',
    item_name: 'Bañador de competición (mujer)',
    item_name_eus: 'Lehiaketako bainujantzia (emakumea)',
    item_description:
      'Bañador de tirantes finos en azul marino con el escudo del club. Tejido resistente al cloro. Tallas infantiles y de adulta.',
    item_description_eus:
      'Uhal meheko bainujantzi itsas urdina, klubeko armarriarekin. Kloroarekiko oihal erresistentea. Haur eta helduen neurriak.',
    price: '34,00',
    sizes: [
      { size: '8', price_base: '28,50', stock: 6 },
      { size: '10', price_base: '28,50', stock: 8 },
      { size: '12', price_base: '28,50', stock: 8 },
      { size: '14', price_base: '28,50', stock: 5 },
      { size: 'S', stock: 6 },
      { size: 'M', stock: 6 },
      { size: 'L', stock: 4 },
    ],
  },
  {
    drawing: 'jammer',
    file: 'jammer-competicion.svg',
    item_name: 'Jammer de competición (hombre)',
    item_name_eus: 'Lehiaketako jammerra (gizona)',
    item_description: 'Jammer hasta la rodilla, azul marino con franja blanca y el nombre del club en la pierna.',
    item_description_eus: 'Belaunerainoko jammerra, itsas urdina marra zuriarekin eta klubaren izena hankan.',
    price: '32,00',
    sizes: [
      { size: '8', price_base: '26,00', stock: 5 },
      { size: '10', price_base: '26,00', stock: 6 },
      { size: '12', price_base: '26,00', stock: 6 },
      { size: '14', price_base: '26,00', stock: 4 },
      { size: 'S', stock: 5 },
      { size: 'M', stock: 5 },
      { size: 'L', stock: 3 },
      { size: 'XL', stock: 2 },
    ],
  },
  {
    drawing: 'cap',
    file: 'gorro-silicona.svg',
    item_name: 'Gorro de silicona',
    item_name_eus: 'Silikonazko txanoa',
    item_description: 'Gorro de silicona blanco con el logotipo del club. Talla única.',
    item_description_eus: 'Silikonazko txano zuria, klubaren logoarekin. Neurri bakarra.',
    price: '8,50',
    stock: 120,
  },
  {
    drawing: 'towel',
    file: 'toalla-microfibra.svg',
    item_name: 'Toalla de microfibra',
    item_name_eus: 'Mikrozuntzezko eskuoihala',
    item_description: 'Toalla de microfibra de 80 × 160 cm, ligera y de secado rápido, con el escudo bordado.',
    item_description_eus: '80 × 160 cm-ko mikrozuntzezko eskuoihala, arina eta azkar lehortzen dena, armarria brodatuta.',
    price: '18,00',
  },
  {
    drawing: 'parka',
    file: 'parka-club.svg',
    item_name: 'Parka del club',
    item_name_eus: 'Klubeko parka',
    item_description: 'Parka larga acolchada con capucha y forro polar, para las competiciones al aire libre y los días de frío.',
    item_description_eus: 'Kaputxadun parka luze beroa, forru polarrarekin, kanpoko lehiaketetarako eta egun hotzetarako.',
    price: '59,90',
    sizes: [
      { size: '10', price_base: '49,90', stock: 3 },
      { size: '12', price_base: '49,90', stock: 3 },
      { size: '14', price_base: '49,90', stock: 2 },
      { size: 'S', stock: 4 },
      { size: 'M', stock: 4 },
      { size: 'L', stock: 3 },
      { size: 'XL', price_base: '64,90', stock: 2 },
    ],
  },
  {
    drawing: 'bag',
    file: 'mochila-club.svg',
    item_name: 'Mochila del club',
    item_name_eus: 'Klubeko motxila',
    item_description: 'Mochila de 35 litros con compartimento impermeable para la ropa mojada y bolsillo para las gafas.',
    item_description_eus: '35 litroko motxila, arropa bustirako konpartimentu iragazgaitza eta betaurrekoetarako poltsikoa dituena.',
    price: '34,00',
    stock: 25,
  },
];

const NAVY = '#12355b';
const SEA = '#1f6fb2';
const FOAM = '#e8f3fb';
const WHITE = '#ffffff';

const SHAPES: Record<KitDrawing, string> = {
  swimsuit: `<path d="M330 90 L350 90 Q400 170 450 90 L470 90 L480 230 Q470 300 500 360 L300 360 Q330 300 320 230 Z" fill="${NAVY}"/>
    <path d="M340 250 L460 250" stroke="${WHITE}" stroke-width="10"/><circle cx="400" cy="200" r="22" fill="${WHITE}"/><circle cx="400" cy="200" r="12" fill="${SEA}"/>`,
  jammer: `<path d="M290 110 L510 110 L520 360 L420 360 L400 220 L380 360 L280 360 Z" fill="${NAVY}"/>
    <path d="M300 130 L300 350" stroke="${WHITE}" stroke-width="12"/><path d="M290 110 L510 110 L510 140 L290 140 Z" fill="${SEA}"/>`,
  cap: `<path d="M250 300 Q250 110 400 110 Q550 110 550 300 Z" fill="${WHITE}" stroke="${NAVY}" stroke-width="8"/>
    <circle cx="400" cy="220" r="38" fill="${NAVY}"/><path d="M372 220 Q400 190 428 220 Q400 250 372 220" fill="${WHITE}"/>`,
  towel: `<rect x="250" y="110" width="300" height="250" rx="18" fill="${SEA}"/><rect x="250" y="300" width="300" height="24" fill="${WHITE}"/>
    <rect x="250" y="140" width="300" height="12" fill="${WHITE}" opacity="0.7"/><circle cx="400" cy="225" r="30" fill="${WHITE}"/>`,
  parka: `<path d="M320 100 Q400 60 480 100 L560 170 L530 220 L500 195 L500 370 L300 370 L300 195 L270 220 L240 170 Z" fill="${NAVY}"/>
    <path d="M400 110 L400 370" stroke="${WHITE}" stroke-width="6"/><path d="M350 100 Q400 150 450 100" fill="none" stroke="${SEA}" stroke-width="14"/>`,
  bag: `<rect x="290" y="140" width="220" height="230" rx="40" fill="${NAVY}"/><path d="M340 140 Q340 90 400 90 Q460 90 460 140" fill="none" stroke="${NAVY}" stroke-width="16"/>
    <rect x="320" y="250" width="160" height="80" rx="14" fill="${SEA}"/><circle cx="400" cy="200" r="20" fill="${WHITE}"/>`,
};

/** An 800 x 450 cover: the item drawn on a pool of lanes. Decorative: the page gives the item's name. */
export function coverSvg(kind: KitDrawing): string {
  const lanes = [0, 1, 2, 3, 4]
    .map((i) => `<path d="M0 ${60 + i * 90} H800" stroke="${WHITE}" stroke-width="4" stroke-dasharray="18 14" opacity="0.6"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450" width="800" height="450" aria-hidden="true">
  <rect width="800" height="450" fill="${FOAM}"/>${lanes}
  <ellipse cx="400" cy="390" rx="230" ry="24" fill="${SEA}" opacity="0.18"/>
  ${SHAPES[kind]}
</svg>`;
}
