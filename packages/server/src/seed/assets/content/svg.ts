/**
 * Illustrations for the demo content, drawn as small SVG files at seed time (no downloads):
 * portraits for coaches, players and board members, and scenes for slides, banners, course
 * covers and history photos. Each drawing takes a few parameters so the club's pages look
 * varied without shipping image files.
 */

type Hex = string;

/** A colour mixed towards black (negative) or white (positive), amount -1..1. */
function shade(hex: Hex, amount: number): Hex {
  const n = parseInt(hex.slice(1), 16);
  const ch = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => Math.round(amount < 0 ? c * (1 + amount) : c + (255 - c) * amount));
  return `#${ch.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

const svg = (w: number, h: number, label: string, inner: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${escapeXml(label)}">${inner}</svg>`;

export const escapeXml = (s: string): string =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

// ---------------------------------------------------------------------------------------------
// Portraits (320 x 400)

export interface Portrait {
  label: string;
  skin: Hex;
  hair: Hex;
  hairStyle: 'short' | 'long' | 'bun' | 'curly' | 'bald' | 'ponytail' | 'fringe';
  shirt: Hex;
  bg: Hex;
  glasses?: boolean;
  beard?: boolean;
  /** Water-polo cap with the player's number. */
  cap?: { color: Hex; number: number };
  whistle?: boolean;
  /** A collar for board members. */
  collar?: boolean;
}

function hairBack(p: Portrait): string {
  switch (p.hairStyle) {
    case 'long':
      return `<path d="M92 180c-6 70 4 130 20 150h96c16-20 26-80 20-150-6-60-40-92-68-92s-62 32-68 92z" fill="${p.hair}"/>`;
    case 'ponytail':
      return `<path d="M214 150c34 10 44 60 30 110-8-30-18-56-34-70z" fill="${p.hair}"/>`;
    case 'bun':
      return `<circle cx="160" cy="92" r="30" fill="${p.hair}"/>`;
    default:
      return '';
  }
}

function hairFront(p: Portrait): string {
  const h = p.hair;
  switch (p.hairStyle) {
    case 'bald':
      return `<path d="M98 190c-4-22 0-36 6-42v46zM222 190c4-22 0-36-6-42v46z" fill="${h}"/>`;
    case 'curly': {
      const curls = [
        [104, 150],
        [112, 124],
        [130, 106],
        [154, 98],
        [178, 100],
        [200, 112],
        [214, 132],
        [220, 156],
        [100, 176],
        [222, 178],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="20"/>`)
        .join('');
      return `<g fill="${h}">${curls}</g>`;
    }
    case 'fringe':
      return `<path d="M96 176c-4-58 26-90 64-90s70 30 66 90c-10-22-24-34-40-38-22 8-50 10-74 6-8 8-14 18-16 32z" fill="${h}"/>`;
    default:
      return `<path d="M96 178c-6-60 24-94 64-94s72 32 66 94c-6-26-20-44-36-50-26 12-58 14-84 4-4 14-8 28-10 46z" fill="${h}"/>`;
  }
}

function cap(c: { color: Hex; number: number }): string {
  const dark = shade(c.color, -0.25);
  return [
    `<path d="M94 184c-6-66 26-100 66-100s72 34 66 100c-20-30-42-40-66-40s-46 10-66 40z" fill="${c.color}"/>`,
    `<path d="M160 84v60" stroke="${dark}" stroke-width="3"/>`,
    `<circle cx="98" cy="196" r="18" fill="${c.color}" stroke="${dark}" stroke-width="3"/>`,
    `<circle cx="222" cy="196" r="18" fill="${c.color}" stroke="${dark}" stroke-width="3"/>`,
    `<path d="M88 188h20M88 196h20M88 204h20M212 188h20M212 196h20M212 204h20" stroke="${dark}" stroke-width="2"/>`,
    `<path d="M104 214c8 40 26 62 56 70 30-8 48-30 56-70" fill="none" stroke="${dark}" stroke-width="4"/>`,
    `<text x="160" y="128" font-family="Arial, Helvetica, sans-serif" font-size="30" font-weight="700" text-anchor="middle" fill="${shade(c.color, 0.85)}">${c.number}</text>`,
  ].join('');
}

export function portraitSvg(p: Portrait): string {
  const skinDark = shade(p.skin, -0.18);
  const shirtDark = shade(p.shirt, -0.2);
  const parts = [
    `<rect width="320" height="400" fill="${p.bg}"/>`,
    `<circle cx="260" cy="70" r="90" fill="${shade(p.bg, 0.25)}"/>`,
    `<path d="M0 330c60-20 110 10 160 0s110-30 160-10v80H0z" fill="${shade(p.bg, -0.08)}"/>`,
    hairBack(p),
    `<path d="M36 400c0-70 52-112 124-112s124 42 124 112z" fill="${p.shirt}"/>`,
    `<path d="M132 290h56v22c-8 14-48 14-56 0z" fill="${skinDark}"/>`,
    `<rect x="136" y="240" width="48" height="60" rx="18" fill="${skinDark}"/>`,
    p.collar
      ? `<path d="M122 294l38 40 38-40 12 10-50 56-50-56z" fill="#ffffff"/><path d="M152 334h16l6 66h-28z" fill="${shirtDark}"/>`
      : `<path d="M120 296c20 26 60 26 80 0" fill="none" stroke="${shirtDark}" stroke-width="6"/>`,
    `<ellipse cx="98" cy="190" rx="12" ry="18" fill="${skinDark}"/>`,
    `<ellipse cx="222" cy="190" rx="12" ry="18" fill="${skinDark}"/>`,
    `<ellipse cx="160" cy="182" rx="64" ry="78" fill="${p.skin}"/>`,
    p.beard ? `<path d="M100 196c4 54 30 82 60 82s56-28 60-82c-12 22-30 30-60 30s-48-8-60-30z" fill="${p.hair}"/>` : '',
    p.cap ? cap(p.cap) : hairFront(p),
    `<path d="M124 164q14-8 28 0M168 164q14-8 28 0" stroke="${shade(p.hair, -0.2)}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    `<circle cx="138" cy="184" r="6" fill="#2b2b33"/><circle cx="182" cy="184" r="6" fill="#2b2b33"/>`,
    `<circle cx="140" cy="182" r="2" fill="#fff"/><circle cx="184" cy="182" r="2" fill="#fff"/>`,
    `<path d="M160 192q-8 20 2 24" stroke="${skinDark}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
    `<path d="M140 230q20 16 40 0" stroke="#9c3d3d" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    `<circle cx="124" cy="214" r="10" fill="#e8837a" opacity=".25"/><circle cx="196" cy="214" r="10" fill="#e8837a" opacity=".25"/>`,
    p.glasses
      ? `<g fill="none" stroke="#30343b" stroke-width="4"><circle cx="138" cy="184" r="18"/><circle cx="182" cy="184" r="18"/><path d="M156 184h8M120 180l-20-6M200 180l20-6"/></g>`
      : '',
    p.whistle
      ? `<path d="M126 300l34 60 34-60" fill="none" stroke="#e03131" stroke-width="4"/><rect x="146" y="356" width="30" height="16" rx="6" fill="#adb5bd"/>`
      : '',
  ];
  return svg(320, 400, p.label, parts.join(''));
}

// ---------------------------------------------------------------------------------------------
// Scenes (any size)

export interface Palette {
  sky: Hex;
  water: Hex;
  accent: Hex;
  ground: Hex;
  light: Hex;
}

export const PALETTES = {
  color: { sky: '#a5d8ff', water: '#1c7ed6', accent: '#f59f00', ground: '#e9ecef', light: '#ffffff' },
  dusk: { sky: '#ffd8a8', water: '#1864ab', accent: '#e8590c', ground: '#f1f3f5', light: '#fff4e6' },
  teal: { sky: '#c3fae8', water: '#0c8599', accent: '#f03e3e', ground: '#f8f9fa', light: '#ffffff' },
  sepia: { sky: '#e6d5b8', water: '#8c6d46', accent: '#5c4326', ground: '#d8c3a0', light: '#f4ead8' },
  grey: { sky: '#dee2e6', water: '#6c757d', accent: '#343a40', ground: '#ced4da', light: '#f8f9fa' },
} as const satisfies Record<string, Palette>;

export type SceneKind = 'lanes' | 'waterpolo' | 'openwater' | 'podium' | 'building' | 'team' | 'trophy' | 'port' | 'kids';

/** A swimmer seen from above, heading right, at (x, y). */
const swimmer = (x: number, y: number, s: number, capColor: Hex, skin = '#f1c27d') =>
  `<g transform="translate(${x} ${y}) scale(${s})"><ellipse cx="0" cy="0" rx="34" ry="9" fill="${skin}" opacity=".85"/><path d="M-6 -6l26 -22M-6 6l-30 18" stroke="${skin}" stroke-width="7" stroke-linecap="round"/><circle cx="36" cy="0" r="10" fill="${capColor}"/><path d="M-40 -8q-14 8 0 16M-52 -12q-18 12 0 24" stroke="#fff" stroke-width="3" fill="none" opacity=".7"/></g>`;

const waves = (w: number, y: number, color: Hex, amp = 8, step = 80, opacity = 0.35) => {
  let d = `M0 ${y}`;
  for (let x = 0; x < w; x += step) d += ` q${step / 4} ${-amp} ${step / 2} 0 t${step / 2} 0`;
  return `<path d="${d}" stroke="${color}" stroke-width="3" fill="none" opacity="${opacity}"/>`;
};

function lanes(w: number, h: number, p: Palette): string {
  const parts = [`<rect width="${w}" height="${h}" fill="${p.water}"/>`];
  const n = 6;
  for (let i = 1; i < n; i++) {
    const y = (h / n) * i;
    parts.push(
      `<line x1="0" y1="${y}" x2="${w}" y2="${y}" stroke="${p.light}" stroke-width="${h / 90}" stroke-dasharray="${h / 40} ${h / 60}"/>`,
    );
    parts.push(
      `<line x1="0" y1="${y}" x2="${w}" y2="${y}" stroke="${p.accent}" stroke-width="${h / 90}" stroke-dasharray="${h / 60} ${h / 16}" />`,
    );
  }
  for (let i = 0; i < n; i++) {
    const y = (h / n) * (i + 0.5);
    parts.push(`<rect x="0" y="${y - h / 200}" width="${w}" height="${h / 100}" fill="${shade(p.water, -0.35)}" opacity=".45"/>`);
  }
  [0.2, 0.55, 0.35, 0.75].forEach((f, i) => {
    parts.push(swimmer(w * f, (h / n) * (i + 1.5), h / 260, [p.accent, p.light, '#e64980', '#fab005'][i]!));
  });
  parts.push(`<rect x="0" y="0" width="${w / 40}" height="${h}" fill="${p.ground}"/>`);
  return parts.join('');
}

function waterpolo(w: number, h: number, p: Palette): string {
  const horizon = h * 0.45;
  return [
    `<rect width="${w}" height="${h}" fill="${p.sky}"/>`,
    `<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="${p.water}"/>`,
    waves(w, horizon + h * 0.12, p.light),
    waves(w, horizon + h * 0.3, p.light),
    // Goal with its net.
    `<g transform="translate(${w * 0.62} ${horizon - h * 0.22})"><rect width="${w * 0.3}" height="${h * 0.26}" fill="none" stroke="${p.light}" stroke-width="${h / 50}"/><path d="${Array.from({ length: 9 }, (_, i) => `M${(w * 0.3 * i) / 8} 0v${h * 0.26}`).join('')}${Array.from({ length: 5 }, (_, i) => `M0 ${(h * 0.26 * i) / 4}h${w * 0.3}`).join('')}" stroke="${p.light}" stroke-width="1.5" opacity=".6"/></g>`,
    // Player with cap, arm raised, and the ball.
    `<g transform="translate(${w * 0.3} ${horizon + h * 0.15}) scale(${h / 400})"><path d="M-40 40c0-40 20-60 40-60s40 20 40 60z" fill="${shade(p.accent, -0.1)}"/><circle cx="0" cy="-40" r="34" fill="#f1c27d"/><path d="M-34 -44c0-30 16-46 34-46s34 16 34 46c-10-10-22-14-34-14s-24 4-34 14z" fill="${p.light}"/><text x="0" y="-62" font-family="Arial, sans-serif" font-size="22" font-weight="700" text-anchor="middle" fill="${p.water}">7</text><path d="M30 -10l50 -90" stroke="#f1c27d" stroke-width="16" stroke-linecap="round"/><circle cx="92" cy="-120" r="26" fill="#ffd43b"/><path d="M70 -124q22 10 44 0M92 -146q-10 26 0 52" stroke="#1c7ed6" stroke-width="4" fill="none"/></g>`,
    waves(w, horizon + h * 0.22, p.light, 6, 60, 0.5),
  ].join('');
}

function openwater(w: number, h: number, p: Palette): string {
  const horizon = h * 0.5;
  return [
    `<rect width="${w}" height="${h}" fill="${p.sky}"/>`,
    `<circle cx="${w * 0.8}" cy="${h * 0.22}" r="${h * 0.1}" fill="${p.light}" opacity=".9"/>`,
    // Cliffs of Getxo with the Aixerrota windmill.
    `<path d="M0 ${horizon}V${h * 0.32}c${w * 0.08} -${h * 0.04} ${w * 0.2} -${h * 0.05} ${w * 0.32} 0s${w * 0.12} ${h * 0.1} ${w * 0.18} ${h * 0.18}z" fill="${shade(p.ground, -0.35)}"/>`,
    `<g transform="translate(${w * 0.18} ${h * 0.22})"><path d="M-${h * 0.025} ${h * 0.1}l${h * 0.01} -${h * 0.09}h${h * 0.03}l${h * 0.01} ${h * 0.09}z" fill="${p.light}"/><path d="M0 0l${h * 0.06} -${h * 0.05}M0 0l-${h * 0.06} -${h * 0.05}M0 0l${h * 0.06} ${h * 0.05}M0 0l-${h * 0.06} ${h * 0.05}" stroke="${p.accent}" stroke-width="${h / 120}"/></g>`,
    `<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="${p.water}"/>`,
    waves(w, horizon + h * 0.08, p.light),
    waves(w, horizon + h * 0.2, p.light),
    waves(w, horizon + h * 0.35, p.light),
    `<circle cx="${w * 0.62}" cy="${horizon + h * 0.1}" r="${h * 0.035}" fill="${p.accent}"/>`,
    `<circle cx="${w * 0.9}" cy="${horizon + h * 0.16}" r="${h * 0.03}" fill="${p.accent}"/>`,
    swimmer(w * 0.35, horizon + h * 0.26, h / 300, p.accent),
    swimmer(w * 0.5, horizon + h * 0.36, h / 300, '#fab005'),
    swimmer(w * 0.22, horizon + h * 0.4, h / 300, p.light),
  ].join('');
}

function podium(w: number, h: number, p: Palette): string {
  const base = h * 0.86;
  const bw = w * 0.16;
  const cx = w / 2;
  const block = (x: number, hh: number, n: number, medal: Hex) =>
    `<rect x="${x - bw / 2}" y="${base - hh}" width="${bw}" height="${hh}" fill="${p.light}" stroke="${shade(p.ground, -0.3)}" stroke-width="3"/><text x="${x}" y="${base - hh / 2 + h * 0.04}" font-family="Arial, sans-serif" font-size="${h * 0.1}" font-weight="700" text-anchor="middle" fill="${p.water}">${n}</text><circle cx="${x}" cy="${base - hh - h * 0.14}" r="${h * 0.05}" fill="${medal}"/><path d="M${x - h * 0.03} ${base - hh - h * 0.26}l${h * 0.03} ${h * 0.08}l${h * 0.03} -${h * 0.08}" stroke="${p.accent}" stroke-width="${h / 60}" fill="none"/>`;
  const confetti = Array.from({ length: 28 }, (_, i) => {
    const x = (i * 97) % w;
    const y = ((i * 53) % (h * 0.5)) + h * 0.04;
    return `<rect x="${x}" y="${y}" width="${h / 60}" height="${h / 30}" fill="${[p.accent, p.water, '#fab005', '#e64980'][i % 4]}" transform="rotate(${(i * 37) % 90} ${x} ${y})"/>`;
  }).join('');
  return [
    `<rect width="${w}" height="${h}" fill="${p.sky}"/>`,
    `<rect y="${base}" width="${w}" height="${h - base}" fill="${p.ground}"/>`,
    confetti,
    block(cx, h * 0.34, 1, '#fcc419'),
    block(cx - bw, h * 0.24, 2, '#ced4da'),
    block(cx + bw, h * 0.18, 3, '#e8a25c'),
  ].join('');
}

function building(w: number, h: number, p: Palette): string {
  const ground = h * 0.8;
  const windows = Array.from({ length: 8 }, (_, i) => {
    const x = w * 0.16 + i * w * 0.085;
    return `<rect x="${x}" y="${h * 0.42}" width="${w * 0.06}" height="${h * 0.3}" fill="${shade(p.sky, -0.15)}" stroke="${p.light}" stroke-width="3"/>`;
  }).join('');
  return [
    `<rect width="${w}" height="${h}" fill="${p.sky}"/>`,
    `<path d="M${w * 0.1} ${ground}V${h * 0.36}Q${w * 0.5} ${h * 0.12} ${w * 0.9} ${h * 0.36}V${ground}z" fill="${p.light}" stroke="${shade(p.ground, -0.3)}" stroke-width="4"/>`,
    windows,
    `<rect x="${w * 0.45}" y="${h * 0.6}" width="${w * 0.1}" height="${h * 0.2}" fill="${p.water}"/>`,
    `<rect y="${ground}" width="${w}" height="${h - ground}" fill="${p.ground}"/>`,
    `<circle cx="${w * 0.06}" cy="${ground - h * 0.12}" r="${h * 0.1}" fill="${shade(p.accent, 0.2)}" opacity=".7"/>`,
    `<rect x="${w * 0.055}" y="${ground - h * 0.06}" width="${w * 0.01}" height="${h * 0.06}" fill="${shade(p.ground, -0.5)}"/>`,
    `<circle cx="${w * 0.95}" cy="${ground - h * 0.1}" r="${h * 0.08}" fill="${shade(p.accent, 0.2)}" opacity=".7"/>`,
  ].join('');
}

function team(w: number, h: number, p: Palette): string {
  const person = (x: number, y: number, s: number, shirt: Hex, skin: Hex) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-26 60c0-34 12-48 26-48s26 14 26 48z" fill="${shirt}"/><circle cx="0" cy="0" r="16" fill="${skin}"/><path d="M-16 -2c0-14 8-20 16-20s16 6 16 20c-6-6-10-8-16-8s-10 2-16 8z" fill="${shade(skin, -0.6)}"/></g>`;
  const skins = ['#f1c27d', '#e0ac69', '#c68642', '#ffdbac', '#8d5524'];
  const rows: string[] = [];
  for (let r = 0; r < 2; r++) {
    const n = 7 - r;
    for (let i = 0; i < n; i++) {
      const x = w * (0.14 + (0.72 * (i + r * 0.5)) / 6);
      rows.push(person(x, h * (0.42 + r * 0.2), h / 220, r ? p.water : p.accent, skins[(i + r * 2) % skins.length]!));
    }
  }
  return [
    `<rect width="${w}" height="${h}" fill="${p.sky}"/>`,
    `<rect y="${h * 0.72}" width="${w}" height="${h * 0.28}" fill="${p.water}"/>`,
    waves(w, h * 0.82, p.light),
    rows.join(''),
    `<rect x="${w * 0.3}" y="${h * 0.08}" width="${w * 0.4}" height="${h * 0.1}" fill="${p.light}" opacity=".8"/>`,
  ].join('');
}

function trophy(w: number, h: number, p: Palette): string {
  const cx = w / 2;
  const s = h / 420;
  return [
    `<rect width="${w}" height="${h}" fill="${p.sky}"/>`,
    `<circle cx="${cx}" cy="${h / 2}" r="${h * 0.4}" fill="${p.light}" opacity=".6"/>`,
    `<g transform="translate(${cx} ${h * 0.12}) scale(${s})"><path d="M-80 0h160v40c0 70-40 110-80 120-40-10-80-50-80-120z" fill="#fcc419" stroke="${shade('#fcc419', -0.3)}" stroke-width="6"/><path d="M-80 20h-40c0 50 30 70 56 72M80 20h40c0 50-30 70-56 72" fill="none" stroke="#fcc419" stroke-width="14"/><rect x="-16" y="160" width="32" height="60" fill="#f59f00"/><rect x="-70" y="220" width="140" height="40" rx="6" fill="${p.accent}"/><path d="M-40 40l20 60" stroke="#fff" stroke-width="10" opacity=".5" stroke-linecap="round"/></g>`,
  ].join('');
}

function port(w: number, h: number, p: Palette): string {
  const horizon = h * 0.55;
  const houses = Array.from({ length: 7 }, (_, i) => {
    const x = i * w * 0.08;
    const hh = h * (0.18 + ((i * 7) % 5) * 0.03);
    return `<rect x="${x}" y="${horizon - hh}" width="${w * 0.075}" height="${hh}" fill="${i % 2 ? p.light : shade(p.ground, -0.1)}" stroke="${shade(p.ground, -0.4)}" stroke-width="2"/><path d="M${x - 4} ${horizon - hh}l${w * 0.0375 + 4} -${h * 0.06}l${w * 0.0375 + 4} ${h * 0.06}z" fill="${shade(p.accent, 0.1)}"/><rect x="${x + w * 0.025}" y="${horizon - hh + h * 0.05}" width="${w * 0.025}" height="${h * 0.04}" fill="${shade(p.water, -0.2)}"/>`;
  }).join('');
  return [
    `<rect width="${w}" height="${h}" fill="${p.sky}"/>`,
    houses,
    `<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="${p.water}"/>`,
    `<path d="M0 ${horizon}h${w * 0.58}v${h * 0.05}H0z" fill="${shade(p.ground, -0.2)}"/>`,
    waves(w, horizon + h * 0.15, p.light),
    waves(w, horizon + h * 0.3, p.light),
    swimmer(w * 0.62, horizon + h * 0.2, h / 320, p.light),
    swimmer(w * 0.8, horizon + h * 0.32, h / 320, p.light),
    `<path d="M${w * 0.7} ${horizon + h * 0.02}l${w * 0.08} 0l-${w * 0.01} ${h * 0.04}h-${w * 0.06}z" fill="${p.accent}"/><path d="M${w * 0.74} ${horizon + h * 0.02}v-${h * 0.14}l${w * 0.04} ${h * 0.12}z" fill="${p.light}" stroke="${p.accent}"/>`,
  ].join('');
}

function kids(w: number, h: number, p: Palette): string {
  const ring = (x: number, y: number, r: number, c: Hex) =>
    `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${c}" stroke-width="${r * 0.45}"/><circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="#fff" stroke-width="${r * 0.45}" stroke-dasharray="${r * 0.5} ${r * 1.07}"/>`;
  const head = (x: number, y: number, s: number, capC: Hex) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><circle r="22" fill="#f1c27d"/><path d="M-22 -2c0-18 10-26 22-26s22 8 22 26c-8-6-14-8-22-8s-14 2-22 8z" fill="${capC}"/><circle cx="-8" cy="4" r="3" fill="#333"/><circle cx="8" cy="4" r="3" fill="#333"/><path d="M-8 12q8 6 16 0" stroke="#9c3d3d" stroke-width="3" fill="none"/><rect x="-10" y="-6" width="8" height="5" rx="2" fill="#74c0fc"/><rect x="2" y="-6" width="8" height="5" rx="2" fill="#74c0fc"/></g>`;
  return [
    `<rect width="${w}" height="${h}" fill="${p.water}"/>`,
    waves(w, h * 0.2, p.light),
    waves(w, h * 0.5, p.light),
    waves(w, h * 0.8, p.light),
    ring(w * 0.2, h * 0.6, h * 0.12, p.accent),
    ring(w * 0.78, h * 0.35, h * 0.1, '#fab005'),
    head(w * 0.2, h * 0.6, h / 300, '#e64980'),
    head(w * 0.45, h * 0.45, h / 260, p.accent),
    head(w * 0.78, h * 0.35, h / 320, '#40c057'),
    `<rect x="${w * 0.55}" y="${h * 0.66}" width="${w * 0.16}" height="${h * 0.08}" rx="${h * 0.02}" fill="#ffd43b" transform="rotate(-8 ${w * 0.63} ${h * 0.7})"/>`,
  ].join('');
}

const scenes: Record<SceneKind, (w: number, h: number, p: Palette) => string> = {
  lanes,
  waterpolo,
  openwater,
  podium,
  building,
  team,
  trophy,
  port,
  kids,
};

/** A scene as an SVG document; `aged` adds a vignette for old photographs. */
export function sceneSvg(
  kind: SceneKind,
  opts: { width: number; height: number; palette?: Palette; label: string; aged?: boolean },
): string {
  const p = opts.palette ?? PALETTES.color;
  const { width: w, height: h } = opts;
  const vignette = opts.aged
    ? `<defs><radialGradient id="v"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#3b2a14" stop-opacity=".45"/></radialGradient></defs><rect width="${w}" height="${h}" fill="url(#v)"/><rect x="6" y="6" width="${w - 12}" height="${h - 12}" fill="none" stroke="#f4ead8" stroke-width="10"/>`
    : '';
  return svg(w, h, opts.label, scenes[kind](w, h, p) + vignette);
}
