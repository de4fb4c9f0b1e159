import type { GameSpec } from './generate';

/**
 * Preview art of a game tile (300x225, the size the site's tile asks for), made by the seed so the
 * demo casino needs no hot-linked or bundled images. Each game gets its own gradient, motif
 * (by engine: fruit, sea, gems, classic stars, a roulette wheel) and its title, all derived from
 * its identifier, so the same game always looks the same and neighbours look different.
 */

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360} ${s}% ${l}%)`;

/** Splits a title over at most two lines of about `width` characters. */
function titleLines(title: string, width = 16): string[] {
  const words = title.split(' ');
  const lines: string[] = [];
  let current = '';
  for (const w of words) {
    if (current && (current + ' ' + w).length > width && lines.length < 1) {
      lines.push(current);
      current = w;
    } else current = current ? `${current} ${w}` : w;
  }
  lines.push(current);
  return lines;
}

function motif(engine: string, h: number, hue: number): string {
  const at = (k: number, mod: number) => ((h >>> k) % mod) | 0;
  const light = hsl(hue + 40, 90, 75);
  const parts: string[] = [];
  switch (engine) {
    case 'slot:fruits':
      for (let i = 0; i < 3; i++) {
        const x = 70 + i * 80;
        const r = 20 + at(i * 3, 10);
        parts.push(
          `<circle cx="${x}" cy="${75 + at(i * 5, 20)}" r="${r}" fill="${hsl(hue + 120 * i + at(i, 40), 85, 55)}" stroke="#fff" stroke-opacity=".5" stroke-width="3"/>`,
        );
        parts.push(
          `<path d="M${x} ${55 + at(i * 5, 20) - r + 20}q8 -18 20 -20" stroke="${hsl(110, 60, 40)}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
        );
      }
      break;
    case 'slot:ocean':
      for (let i = 0; i < 4; i++) {
        const y = 40 + i * 26 + at(i * 4, 8);
        parts.push(`<path d="M0 ${y} q37 -18 75 0 t75 0 t75 0 t75 0 V225 H0 Z" fill="${hsl(hue + 180 + i * 8, 70, 35 + i * 6)}" fill-opacity=".45"/>`);
      }
      for (let i = 0; i < 6; i++)
        parts.push(`<circle cx="${30 + at(i * 5, 240)}" cy="${20 + at(i * 3, 80)}" r="${3 + (i % 3) * 2}" fill="none" stroke="${light}" stroke-width="2"/>`);
      break;
    case 'slot:gems':
      for (let i = 0; i < 3; i++) {
        const x = 75 + i * 75;
        const y = 70 + at(i * 7, 20);
        const s = 22 + at(i * 2, 12);
        parts.push(
          `<polygon points="${x},${y - s} ${x + s},${y} ${x},${y + s * 1.3} ${x - s},${y}" fill="${hsl(hue + 200 + i * 50, 80, 60)}" stroke="#fff" stroke-opacity=".7" stroke-width="2"/>`,
        );
        parts.push(`<polyline points="${x - s},${y} ${x},${y - s / 3} ${x + s},${y}" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="1.5"/>`);
      }
      break;
    case 'roulette:european': {
      // The wheel's 37 pockets as one dashed ring (red on black), not 37 polygons: a tenth of the bytes.
      const pocket = ((2 * Math.PI * 47) / 37).toFixed(3);
      parts.push(`<circle cx="150" cy="85" r="62" fill="${hsl(30, 55, 25)}" stroke="${hsl(45, 80, 60)}" stroke-width="5"/>`);
      parts.push(`<circle cx="150" cy="85" r="47" fill="none" stroke="#151515" stroke-width="18"/>`);
      parts.push(`<circle cx="150" cy="85" r="47" fill="none" stroke="#c8102e" stroke-width="18" stroke-dasharray="${pocket} ${pocket}"/>`);
      parts.push(`<circle cx="150" cy="85" r="36" fill="${hsl(hue, 40, 30)}" stroke="${hsl(45, 80, 60)}" stroke-width="3"/>`);
      parts.push(`<circle cx="195" cy="63" r="5" fill="#fff"/>`);
      break;
    }
    default:
      for (let i = 0; i < 5; i++) {
        const x = 30 + at(i * 6, 240);
        const y = 25 + at(i * 4, 100);
        const r = 8 + at(i * 3, 14);
        const pts = Array.from({ length: 10 }, (_, k) => {
          const a = (k / 10) * Math.PI * 2 - Math.PI / 2;
          const rr = k % 2 ? r / 2.2 : r;
          return `${(x + Math.cos(a) * rr).toFixed(1)},${(y + Math.sin(a) * rr).toFixed(1)}`;
        }).join(' ');
        parts.push(`<polygon points="${pts}" fill="${light}" fill-opacity="${(0.5 + (i % 3) * 0.2).toFixed(1)}"/>`);
      }
  }
  return parts.join('');
}

export function previewSvg(game: Pick<GameSpec, 'identifier' | 'title' | 'engine'>, providerTitle: string): string {
  const h = hash(game.identifier);
  const hue = h % 360;
  const angle = (h >>> 9) % 2;
  const lines = titleLines(game.title);
  const size = lines.some((l) => l.length > 13) ? 24 : 28;
  const firstY = lines.length > 1 ? 156 : 180;
  const text = lines
    .map(
      (l, i) =>
        `<text x="150" y="${firstY + i * (size + 4)}" font-size="${size}" font-weight="800" text-anchor="middle" fill="#fff" stroke="rgba(0,0,0,.35)" stroke-width="1">${escapeXml(l)}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 225" width="300" height="225" role="img" aria-label="${escapeXml(game.title)}" font-family="system-ui,Segoe UI,Roboto,sans-serif">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="${angle}" y2="1">` +
    `<stop offset="0" stop-color="${hsl(hue, 75, 45)}"/><stop offset=".6" stop-color="${hsl(hue + 50, 70, 30)}"/><stop offset="1" stop-color="${hsl(hue + 90, 65, 16)}"/></linearGradient>` +
    `<radialGradient id="s" cx=".5" cy=".35" r=".6"><stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="300" height="225" fill="url(#g)"/><rect width="300" height="225" fill="url(#s)"/>` +
    motif(game.engine, h, hue) +
    `<rect y="${firstY - size - 14}" width="300" height="${225 - (firstY - size - 14)}" fill="#000" fill-opacity=".28"/>` +
    text +
    `<text x="150" y="216" font-size="11" text-anchor="middle" fill="#fff" fill-opacity=".8" letter-spacing="1.5">${escapeXml(providerTitle.toUpperCase())}</text>` +
    `</svg>`
  );
}
