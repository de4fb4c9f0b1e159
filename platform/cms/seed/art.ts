import { crc32, deflateSync } from 'node:zlib';

/**
 * Banner, award and avatar art for the demo content, drawn by the seed as PNG so the demo needs no
 * bundled or hot-linked images (and no SVG, which the CMS refuses to serve). A diagonal gradient
 * between two colours with a few soft discs, derived from a seed string: the same banner always
 * looks the same.
 */

type Rgb = [number, number, number];

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function hexToRgb(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h.slice(0, 6);
  return [parseInt(full.slice(0, 2), 16), parseInt(full.slice(2, 4), 16), parseInt(full.slice(4, 6), 16)];
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td) >>> 0);
  return Buffer.concat([len, td, crc]);
}

/** An RGB PNG of `width` x `height`: gradient `from` -> `to` with discs placed by `seed`. */
export function drawArt(seed: string, width: number, height: number, from: string, to: string): Buffer {
  const a = hexToRgb(from);
  const b = hexToRgb(to);
  let r = hash(seed);
  const rnd = () => {
    r = (Math.imul(r, 1664525) + 1013904223) >>> 0;
    return r / 2 ** 32;
  };
  const discs = Array.from({ length: 5 }, () => ({ x: rnd() * width, y: rnd() * height, rad: (0.15 + rnd() * 0.35) * height, alpha: 0.08 + rnd() * 0.14 }));
  // The gradient first (one row of colours per line), then each disc lightens only its bounding box.
  const px = new Float32Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x / width) * 0.7 + (y / height) * 0.3;
      const i = (y * width + x) * 3;
      px[i] = a[0] + (b[0] - a[0]) * t;
      px[i + 1] = a[1] + (b[1] - a[1]) * t;
      px[i + 2] = a[2] + (b[2] - a[2]) * t;
    }
  }
  for (const d of discs) {
    const y0 = Math.max(0, Math.floor(d.y - d.rad));
    const y1 = Math.min(height - 1, Math.ceil(d.y + d.rad));
    const x0 = Math.max(0, Math.floor(d.x - d.rad));
    const x1 = Math.min(width - 1, Math.ceil(d.x + d.rad));
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const dist = Math.sqrt((x - d.x) ** 2 + (y - d.y) ** 2);
        if (dist >= d.rad) continue;
        const k = d.alpha * (1 - dist / d.rad);
        const i = (y * width + x) * 3;
        px[i] = px[i]! + (255 - px[i]!) * k;
        px[i + 1] = px[i + 1]! + (255 - px[i + 1]!) * k;
        px[i + 2] = px[i + 2]! + (255 - px[i + 2]!) * k;
      }
    }
  }
  const raw = Buffer.alloc((width * 3 + 1) * height);
  let o = 0;
  for (let y = 0; y < height; y++) {
    raw[o++] = 0; // filter: none
    for (let i = y * width * 3, end = i + width * 3; i < end; i++) raw[o++] = Math.round(px[i]!);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** WinAnsiEncoding's bytes for the characters outside Latin-1 that the seeded texts use. */
const WIN_ANSI: Record<string, string> = {
  '€': '\x80',
  '…': '\x85',
  Š: '\x8a',
  '‘': '\x91',
  '’': '\x92',
  '“': '\x93',
  '”': '\x94',
  '–': '\x96',
  '—': '\x97',
  š: '\x9a',
  Ž: '\x8e',
  ž: '\x9e',
};

/**
 * A one-page PDF with the given lines of text (Helvetica in WinAnsiEncoding, so German, French,
 * Italian, Norwegian and Estonian letters print as themselves), for the seeded terms files.
 */
export function simplePdf(lines: string[]): Buffer {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e\xa0-\xff]/g, (c) => WIN_ANSI[c] ?? '?');
  const stream = `BT /F1 12 Tf 56 780 Td 16 TL ${lines.map((l) => `(${esc(l)}) Tj T*`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((off) => `${String(off).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
