import type { Catalog } from '../../messages/load';
import { toDisplayUnits } from '../../schemas/currency';

/**
 * The sandbox provider's hosted 3-D Secure page: one self-contained HTML document without any
 * script (a plain form with two submit buttons works by keyboard and without JavaScript), styled
 * by one nonce'd style element. Texts from messages/<locale>/payments-sandbox.json.
 */

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const t = (texts: Catalog, id: string) => esc(texts[id] ?? id);

const STYLE = `
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#0f172a;color:#e2e8f0;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;padding:16px}
main{width:100%;max-width:420px;background:#1e293b;border-radius:12px;padding:24px;box-shadow:0 10px 30px rgba(0,0,0,.4)}
h1{font-size:20px;margin:0 0 4px}p{margin:8px 0}.muted{color:#94a3b8;font-size:14px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:16px 0}dt{color:#94a3b8}dd{margin:0;font-weight:600;text-align:right}
.actions{display:flex;gap:12px;margin-top:20px}button,a.button{flex:1;font:inherit;font-weight:600;padding:12px;border-radius:8px;border:0;cursor:pointer;text-align:center;text-decoration:none}
.approve{background:#22c55e;color:#052e16}.decline{background:#334155;color:#f8fafc}button:focus-visible,a.button:focus-visible{outline:3px solid #facc15;outline-offset:2px}
a.button{display:block;background:#334155;color:#f8fafc}
`;

function shell(locale: string, title: string, nonce: string, body: string): string {
  return `<!doctype html><html lang="${esc(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="referrer" content="same-origin"><title>${title}</title><link rel="icon" href="data:,"><style nonce="${esc(nonce)}">${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export interface ThreeDsPageInput {
  token: string;
  locale: string;
  texts: Catalog;
  nonce: string;
  amount: bigint;
  currency: string;
  brand: string;
  /** `VISA •••• 4242` for cards, null for bank redirects. */
  cardTitle: string | null;
}

export function threeDsPage(p: ThreeDsPageInput): string {
  const { amount, unit } = toDisplayUnits(p.amount, p.currency);
  const formatted = `${amount} ${unit}`;
  const rows = [
    `<dt>${t(p.texts, 'paymentsSandbox.amount')}</dt><dd>${esc(formatted)}</dd>`,
    `<dt>${t(p.texts, 'paymentsSandbox.method')}</dt><dd>${esc(p.cardTitle ?? p.brand)}</dd>`,
  ].join('');
  return shell(
    p.locale,
    t(p.texts, 'paymentsSandbox.title'),
    p.nonce,
    `<h1>${t(p.texts, 'paymentsSandbox.title')}</h1><p>${t(p.texts, 'paymentsSandbox.intro')}</p><dl>${rows}</dl>
<form method="post" action="/sandbox-pay/3ds/${esc(p.token)}?locale=${esc(p.locale)}"><div class="actions"><button class="approve" type="submit" name="decision" value="approve">${t(p.texts, 'paymentsSandbox.approve')}</button><button class="decline" type="submit" name="decision" value="decline">${t(p.texts, 'paymentsSandbox.decline')}</button></div></form>
<p class="muted">${t(p.texts, 'paymentsSandbox.notice')}</p>`,
  );
}

/** A used, expired or unknown page link. */
export function threeDsGonePage(locale: string, texts: Catalog, nonce: string): string {
  return shell(
    locale,
    t(texts, 'paymentsSandbox.title'),
    nonce,
    `<h1>${t(texts, 'paymentsSandbox.title')}</h1><p>${t(texts, 'paymentsSandbox.expired')}</p><a class="button" href="/">${t(texts, 'paymentsSandbox.back')}</a>`,
  );
}
