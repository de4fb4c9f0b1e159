import type { Catalog } from '../../../messages/load';
import { currencyDef, isCurrencyCode } from '../../../schemas/currency';
import type { EngineDefinition } from './engines';

/**
 * The studio's game page: one self-contained HTML document (inline CSS and a small script, no
 * external assets, so it loads in the iframe with nothing else to fetch). Every text comes from
 * messages/<locale>/studio.json; controls are native (select, button) so they work by keyboard;
 * the result is announced through an aria-live region.
 */

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
/** JSON safe inside a <script> element. */
const scriptJson = (v: unknown) =>
  JSON.stringify(v)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * Symbol glyphs and colours: plain characters every system font has (emoji fonts are missing on
 * many machines), told apart by colour and shape; their accessible names are the translated
 * symbol names.
 */
const GLYPHS: Record<string, [string, string]> = {
  cherry: ['♥', '#ef4444'],
  lemon: ['●', '#facc15'],
  orange: ['●', '#fb923c'],
  plum: ['●', '#a855f7'],
  bell: ['Ω', '#fbbf24'],
  bar: ['BAR', '#e2e8f0'],
  seven: ['7', '#ef4444'],
  grapes: ['♣', '#8b5cf6'],
  melon: ['◐', '#22c55e'],
  wild: ['★', '#facc15'],
  fish: ['◆', '#38bdf8'],
  shell: ['◒', '#f9a8d4'],
  crab: ['✱', '#f87171'],
  turtle: ['▲', '#4ade80'],
  dolphin: ['◗', '#60a5fa'],
  shark: ['▼', '#94a3b8'],
  pearl: ['○', '#f8fafc'],
  amethyst: ['◆', '#a855f7'],
  topaz: ['◆', '#facc15'],
  emerald: ['◆', '#22c55e'],
  sapphire: ['◆', '#3b82f6'],
  ruby: ['◆', '#ef4444'],
  diamond: ['◇', '#e0f2fe'],
};

/**
 * How the page shows amounts: in the currency's display unit (μBTC, mETH, mLTC for crypto, as the
 * site's header does; the currency itself otherwise), with `per` minor units in one display unit.
 * Crypto drops trailing zeros like schemas/currency toDisplayUnits; fiat and FUN keep their decimals.
 */
export function displayUnit(currency: string): { unit: string; per: number; digits: number; trim: boolean } {
  if (!isCurrencyCode(currency)) return { unit: currency, per: 100, digits: 2, trim: false };
  const def = currencyDef(currency);
  const per = def.display ? def.subunitsToUnit / def.display.unitsPerDisplay : def.subunitsToUnit;
  return { unit: def.display?.code ?? def.code, per, digits: String(per).length - 1, trim: !!def.display };
}

/** The bets offered: the minimum times 1, 2, 5, 10, 20, 50... up to the maximum. */
export function betOptions(def: EngineDefinition): number[] {
  const out: number[] = [];
  for (let f = 1; def.bet.min * f <= def.bet.max; f *= f.toString().startsWith('2') ? 2.5 : 2) out.push(def.bet.min * f);
  return out;
}

export interface PageInput {
  token: string;
  locale: string;
  texts: Catalog;
  gameTitle: string;
  mode: 'real' | 'demo';
  currency: string;
  balance: number;
  def: EngineDefinition;
  nonce: string;
  /** A real session with free spins left: the page plays them first ("Free spins: N left"), at this stake, for nothing. */
  freespins?: { gift_id: number; left: number; total: number; stake: number; win_cents: number } | null;
}

export function studioPage(p: PageInput): string {
  const t = (id: string) => p.texts[`studio.${id}`] ?? id;
  const texts = Object.fromEntries(
    Object.entries(p.texts)
      .filter(([k]) => k.startsWith('studio.'))
      .map(([k, v]) => [k.slice(7), v]),
  );
  const slot = p.def.kind === 'slot' ? p.def : null;
  const symbols = slot
    ? Object.fromEntries(
        slot.symbols.map((s) => [s.id, { glyph: GLYPHS[s.name]?.[0] ?? s.id, color: GLYPHS[s.name]?.[1] ?? '#f1f5f9', name: t(`symbol.${s.name}`) }]),
      )
    : {};
  const config = {
    token: p.token,
    locale: p.locale,
    mode: p.mode,
    currency: p.currency,
    display: displayUnit(p.currency),
    balance: p.balance,
    kind: p.def.kind,
    rows: slot?.rows ?? 0,
    reels: slot?.reels ?? 0,
    lines: slot?.lines ?? [],
    symbols,
    texts,
    fs: p.freespins ?? null,
  };
  const bets = betOptions(p.def);
  const grid = slot
    ? `<div class="reels" role="img" id="grid" aria-label="${esc(t('reels'))}">${Array.from({ length: slot.reels * slot.rows }, () => '<span class="cell">·</span>').join('')}</div>
       <p class="meta">${esc(t('lines').replace('{count}', String(slot.lines.length)))}</p>`
    : `<div class="wheel" id="grid" role="img" aria-label="${esc(t('wheel'))}"><span id="pocket">?</span></div>
       <div class="row"><label for="pick">${esc(t('pick'))}</label>
       <select id="pick">${['red', 'black', 'odd', 'even', 'dozen1', 'dozen2', 'dozen3', 'straight'].map((k) => `<option value="${k}">${esc(t(`pick.${k}`))}</option>`).join('')}</select>
       <label for="number">${esc(t('number'))}</label><input id="number" type="number" min="0" max="36" value="17" inputmode="numeric"></div>`;

  return `<!doctype html>
<html lang="${esc(p.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(p.gameTitle)}</title>
<link rel="icon" href="data:,">
<style nonce="${p.nonce}">
*{box-sizing:border-box}
body{margin:0;min-height:100vh;font:16px/1.4 system-ui,sans-serif;background:#0d1b2a;color:#f1f5f9;display:flex;align-items:center;justify-content:center}
main{width:min(640px,100%);padding:16px;display:flex;flex-direction:column;gap:12px}
h1{font-size:1.25rem;margin:0}
.badge{display:inline-block;padding:2px 8px;border-radius:999px;background:#334155;font-size:.8rem}
.badge.demo{background:#7c3aed}
.reels{display:grid;gap:6px;background:#1e293b;padding:10px;border-radius:12px}
.cell{display:flex;align-items:center;justify-content:center;height:clamp(44px,12vh,88px);font-size:clamp(1.4rem,5vw,2.4rem);background:#0f172a;border-radius:8px;font-weight:700}
.cell.win{outline:3px solid #facc15}
.wheel{display:flex;align-items:center;justify-content:center;height:140px;background:#14532d;border-radius:50%;aspect-ratio:1;margin:0 auto;font-size:3rem;font-weight:700}
.wheel.red span{color:#f87171}.wheel.black span{color:#e2e8f0}
.row{display:flex;flex-wrap:wrap;gap:8px;align-items:center}
.meta{margin:0;color:#94a3b8;font-size:.85rem}
select,input,button{font:inherit;padding:8px 12px;border-radius:8px;border:1px solid #475569;background:#1e293b;color:inherit}
button{background:#15803d;border-color:#15803d;color:#fff;font-weight:700;min-width:120px}
button:disabled{opacity:.6}
button.secondary{background:#334155;border-color:#475569;font-weight:600}
:focus-visible{outline:3px solid #38bdf8;outline-offset:2px}
#result{min-height:1.5em;font-weight:600}
#result.error{color:#fca5a5}
.fs{margin:0;padding:8px 12px;border-radius:8px;background:#854d0e;color:#fef9c3;font-weight:700}
</style>
</head>
<body>
<main>
<header class="row"><h1>${esc(p.gameTitle)}</h1><span class="badge${p.mode === 'demo' ? ' demo' : ''}">${esc(t(p.mode === 'demo' ? 'mode.demo' : 'mode.real'))}</span></header>
<p class="row"><span>${esc(t('balance'))}:</span> <strong id="balance"></strong></p>
${p.freespins ? `<p class="fs" id="fs" aria-live="polite">${esc(t('freespins.left').replace('{count}', String(p.freespins.left)))}</p>` : ''}
${grid}
<div class="row">
<label for="bet">${esc(t('bet'))}</label>
<select id="bet">${bets.map((b) => `<option value="${b}">${b}</option>`).join('')}</select>
<button id="spin" type="button">${esc(t('spin'))}</button>
${p.mode === 'demo' ? `<button id="reset" type="button" class="secondary">${esc(t('demoReset'))}</button>` : ''}
</div>
<p id="result" role="status" aria-live="polite"></p>
</main>
<script nonce="${p.nonce}">
(function(){
var C=${scriptJson(config)};
var T=C.texts;
var $=function(id){return document.getElementById(id)};
function fmt(minor){var u=C.display;return new Intl.NumberFormat(C.locale,{minimumFractionDigits:u.trim?0:u.digits,maximumFractionDigits:u.digits}).format(minor/u.per)+' '+u.unit}
function say(text,isError){var r=$('result');r.textContent=text;r.className=isError?'error':''}
function showBalance(b){C.balance=b;$('balance').textContent=fmt(b)}
var betSel=$('bet');
for(var i=0;i<betSel.options.length;i++){betSel.options[i].textContent=fmt(Number(betSel.options[i].value))}
showBalance(C.balance);
if(C.kind==='slot')$('grid').style.gridTemplateColumns='repeat('+C.reels+',1fr)';
function drawSlot(o){
  var cells=document.querySelectorAll('.cell');var names=[];
  for(var row=0;row<C.rows;row++){for(var reel=0;reel<C.reels;reel++){
    var s=C.symbols[o.grid[reel][row]];var cell=cells[row*C.reels+reel];cell.textContent=s.glyph;cell.style.color=s.color;cell.title=s.name;cell.className='cell';names.push(s.name)}}
  $('grid').setAttribute('aria-label',T['reels']+': '+names.join(', '));
}
var RED=[1,3,5,7,9,12,14,16,18,19,21,23,25,27,30,32,34,36];
function drawWheel(o){var w=$('grid');$('pocket').textContent=String(o.pocket);w.className='wheel '+(o.pocket===0?'':RED.indexOf(o.pocket)>=0?'red':'black');w.setAttribute('aria-label',T['ball'].replace('{pocket}',String(o.pocket)))}
function pick(){
  var v=$('pick').value;
  if(v==='straight')return{type:'straight',number:Math.max(0,Math.min(36,parseInt($('number').value,10)||0))};
  if(v.indexOf('dozen')===0)return{type:'dozen',dozen:Number(v.slice(5))};
  return{type:v};
}
var busy=false;
function uuid(){var b=new Uint8Array(16);crypto.getRandomValues(b);b[6]=(b[6]&15)|64;b[8]=(b[8]&63)|128;var h=Array.prototype.map.call(b,function(x){return(x+256).toString(16).slice(1)}).join('');return h.slice(0,8)+'-'+h.slice(8,12)+'-'+h.slice(12,16)+'-'+h.slice(16,20)+'-'+h.slice(20)}
function freeMode(){return !!(C.fs&&C.fs.left>0)}
function showFree(){
  var el=$('fs');if(!el||!C.fs)return;
  el.textContent=C.fs.left>0?T['freespins.left'].replace('{count}',String(C.fs.left)):T['freespins.done'].replace('{amount}',fmt(C.fs.win_cents));
  betSel.disabled=freeMode();
  if(freeMode()){var o=document.createElement('option');o.value=String(C.fs.stake);o.textContent=fmt(C.fs.stake);o.id='fsStake';if(!$('fsStake'))betSel.insertBefore(o,betSel.firstChild);betSel.value=String(C.fs.stake)}
  else{var x=$('fsStake');if(x)x.remove()}
}
showFree();
$('spin').addEventListener('click',function(){
  if(busy)return;busy=true;var btn=$('spin');btn.disabled=true;btn.textContent=T['spinning'];
  var free=freeMode();
  var body={session:C.token,bet:Number(betSel.value)};
  if(free){body.free_spin=true;body.spin_id=uuid()}
  if(C.kind==='roulette')body.pick=pick();
  fetch('/studio/api/spin',{method:'POST',headers:{'content-type':'application/json','x-requested-with':'XMLHttpRequest'},body:JSON.stringify(body),credentials:'same-origin'})
  .then(function(res){return res.json().then(function(j){return{ok:res.ok,j:j}})})
  .then(function(r){
    if(!r.ok){
      var code=r.j&&r.j.error;
      if(code==='insufficient_funds'&&typeof r.j.balance==='number')showBalance(r.j.balance);
      if(code==='limit_reached'&&window.parent!==window)window.parent.postMessage({type:'reelhouse:limit_reached'},window.location.origin);
      if(code==='freespins_ended'&&C.fs){C.fs.left=0;showFree()}
      say(T['error.'+code]||T['error.generic'],true);return;
    }
    var o=r.j.outcome;
    if(o.kind==='slot'){drawSlot(o);var cells=document.querySelectorAll('.cell');(o.wins||[]).forEach(function(w){for(var reel=0;reel<w.count;reel++){cells[C.lines[w.line][reel]*C.reels+reel].classList.add('win')}})}else drawWheel(o);
    showBalance(r.j.balance);
    if(r.j.freespins){C.fs=r.j.freespins;showFree()}
    say(r.j.win>0?(free?T['freespins.win']:T['win']).replace('{amount}',fmt(r.j.win)):T['noWin']);
    if(C.mode==='real'&&r.j.account&&window.parent!==window){
      window.parent.postMessage({type:'reelhouse:balance',currency:r.j.currency,amount_cents:r.j.account.amount_cents,available_to_cashout_cents:r.j.account.available_to_cashout_cents},window.location.origin);
    }
  })
  .catch(function(){say(T['error.generic'],true)})
  .then(function(){busy=false;btn.disabled=false;btn.textContent=T['spin']});
});
var reset=$('reset');
if(reset)reset.addEventListener('click',function(){
  if(busy)return;busy=true;reset.disabled=true;
  fetch('/studio/api/demo_reset',{method:'POST',headers:{'content-type':'application/json','x-requested-with':'XMLHttpRequest'},body:JSON.stringify({session:C.token}),credentials:'same-origin'})
  .then(function(res){return res.json().then(function(j){return{ok:res.ok,j:j}})})
  .then(function(r){
    if(!r.ok){say(T['error.'+(r.j&&r.j.error)]||T['error.generic'],true);return}
    showBalance(r.j.balance);say(T['demoReset.done'].replace('{amount}',fmt(r.j.balance)));
  })
  .catch(function(){say(T['error.generic'],true)})
  .then(function(){busy=false;reset.disabled=false});
});
})();
</script>
</body>
</html>`;
}

/** A plain page for a session that cannot be played (unknown or expired), in the visitor's language. */
export function studioErrorPage(locale: string, texts: Catalog, messageId: string, nonce: string): string {
  const text = texts[`studio.${messageId}`] ?? texts['studio.error.generic'] ?? 'Error';
  return `<!doctype html><html lang="${esc(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(text)}</title><link rel="icon" href="data:,"><style nonce="${nonce}">body{font:16px system-ui,sans-serif;background:#0d1b2a;color:#f1f5f9;display:flex;align-items:center;justify-content:center;min-height:100vh;margin:0}</style></head><body><main><p role="alert">${esc(text)}</p></main></body></html>`;
}
