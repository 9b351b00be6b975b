import { SIMULATOR_DENIAL_CODES, SIS_CANCELLED_BY_USER } from '@club/domain/payments/sis-codes';
import type { RedsysSignedForm } from '../redsys.js';

/**
 * The built-in gateway simulator's pages: plain server-rendered HTML in Spanish and Basque, no
 * scripts (the app's CSP allows none inline), one form whose buttons say what the bank answers.
 */

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Spanish text, then the Basque one marked with its language for screen readers. */
const both = (es: string, eus: string) => `${escapeHtml(es)} <span lang="eu">/ ${escapeHtml(eus)}</span>`;

/** Short Spanish and Basque names of the codes offered under "Denegar". */
const DENIAL_LABELS: Record<number, [string, string]> = {
  190: ['Denegación del emisor', 'Jaulkitzaileak ukatua'],
  101: ['Tarjeta caducada', 'Txartela iraungita'],
  129: ['Código de seguridad (CVV2/CVC2) incorrecto', 'Segurtasun-kodea (CVV2/CVC2) okerra'],
  102: ['Tarjeta bajo sospecha de fraude', 'Iruzur-susmoa duen txartela'],
  184: ['Error en la autenticación del titular', 'Errorea titularraren autentifikazioan'],
  191: ['Fecha de caducidad errónea', 'Iraungitze-data okerra'],
  9093: ['Tarjeta no existente', 'Txartela ez da existitzen'],
  909: ['Error de sistema', 'Sistemaren errorea'],
};

const STYLE = `
body{font:16px/1.5 system-ui,Arial,sans-serif;color:#1a1a1a;background:#f2f4f7;margin:0}
main{max-width:34rem;margin:2rem auto;background:#fff;border-radius:8px;padding:1.5rem;box-shadow:0 1px 4px rgba(0,0,0,.15)}
h1{font-size:1.4rem;margin:0 0 .25rem}
.note{color:#4a4a4a;margin:0 0 1rem;font-size:.95rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.35rem 1rem;margin:0 0 1.5rem}
dt{font-weight:600}dd{margin:0;word-break:break-word}
.amount{font-size:1.3rem;font-weight:700}
fieldset{border:1px solid #c4c9d0;border-radius:6px;margin:0 0 1rem;padding:.75rem 1rem}
legend{font-weight:600;padding:0 .25rem}
label{display:block;margin:0 0 .25rem}
select{font:inherit;padding:.4rem;margin:0 0 .75rem;max-width:100%}
button{font:inherit;font-weight:600;border:0;border-radius:6px;padding:.6rem 1.1rem;cursor:pointer;color:#fff}
button:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}
.ok{background:#1e7a34}.deny{background:#b3261e}.cancel{background:#4a4f57}
.error{border-left:4px solid #b3261e;padding:.5rem 1rem;background:#fdecea}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export interface SimulatorPayment {
  merchantName: string;
  merchantCode: string;
  terminal: string;
  order: string;
  amountCents: number;
  currency: string;
  description: string;
}

const euros = (cents: number) => new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** The payment page: what is paid, to whom, and the three answers a bank can give. */
export function renderPaymentPage(p: SimulatorPayment, signed: RedsysSignedForm): string {
  const hidden = (Object.entries(signed) as [string, string][])
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  const options = SIMULATOR_DENIAL_CODES.map((code) => {
    const [es, eus] = DENIAL_LABELS[code] ?? [`SIS${code}`, `SIS${code}`];
    return `<option value="${code}">${escapeHtml(`${String(code).padStart(4, '0')} – ${es} / ${eus}`)}</option>`;
  }).join('\n');
  return layout(
    'Pasarela de pagos (simulador) / Ordainketa-pasabidea (simulagailua)',
    `<h1>${both('Pasarela de pagos', 'Ordainketa-pasabidea')}</h1>
<p class="note">${both(
      'Simulador de pruebas: no se cobra nada a ninguna tarjeta.',
      'Proba-simulagailua: ez zaio ezer kobratzen inongo txarteli.',
    )}</p>
<dl>
<dt>${both('Comercio', 'Saltokia')}</dt><dd>${escapeHtml(p.merchantName)} (${escapeHtml(p.merchantCode)} · ${escapeHtml(p.terminal)})</dd>
<dt>${both('Pedido', 'Eskaera')}</dt><dd>${escapeHtml(p.order)}</dd>
<dt>${both('Concepto', 'Kontzeptua')}</dt><dd>${escapeHtml(p.description || '—')}</dd>
<dt>${both('Importe', 'Zenbatekoa')}</dt><dd class="amount">${escapeHtml(p.currency === '978' ? euros(p.amountCents) : `${p.amountCents} (${p.currency})`)}</dd>
</dl>
<form method="post" action="/gateway/sis/decide">
${hidden}
<fieldset>
<legend>${both('Autorizar el pago', 'Ordainketa baimendu')}</legend>
<button type="submit" class="ok" name="action" value="authorise">${both('Autorizar', 'Baimendu')}</button>
</fieldset>
<fieldset>
<legend>${both('Denegar el pago', 'Ordainketa ukatu')}</legend>
<label for="code">${both('Código de respuesta (SIS)', 'Erantzun-kodea (SIS)')}</label>
<select id="code" name="code">
${options}
</select>
<div><button type="submit" class="deny" name="action" value="deny">${both('Denegar', 'Ukatu')}</button></div>
</fieldset>
<fieldset>
<legend>${both('Abandonar el pago', 'Ordainketa utzi')}</legend>
<button type="submit" class="cancel" name="action" value="cancel">${both('Cancelar', 'Utzi')}</button>
<p class="note">${both(`Código ${SIS_CANCELLED_BY_USER}: cancelado por el usuario.`, `${SIS_CANCELLED_BY_USER} kodea: erabiltzaileak utzia.`)}</p>
</fieldset>
</form>`,
  );
}

/** What the simulator shows when the merchant's form cannot be trusted or read. */
export function renderErrorPage(code: string, es: string, eus: string): string {
  return layout(
    `Error ${code} / ${code} errorea`,
    `<h1>${both('Error en la pasarela de pagos', 'Errorea ordainketa-pasabidean')}</h1>
<div class="error" role="alert"><p><strong>${escapeHtml(code)}</strong></p><p>${both(es, eus)}</p></div>`,
  );
}
