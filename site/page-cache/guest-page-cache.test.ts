import http from 'node:http';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createGuestPageCache, type GuestPageCache } from './guest-page-cache';

/**
 * The cache in front of a stand-in for Next's handler on a real HTTP server: the stand-in writes
 * the way Next does (setHeader, then the body in chunks) and counts its renders.
 */
interface Rig {
  url: string;
  cache: GuestPageCache;
  renders: () => number;
  clock: { t: number };
  /** What the next renders answer (status, extra cookie, delay before the body). */
  answer: { status: number; cookie?: string; delayMs: number; body: string };
  close: () => Promise<void>;
}

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

async function rig(ttlMs = 10_000, staleMs = 30_000): Promise<Rig> {
  const clock = { t: 1_000_000 };
  const cache = createGuestPageCache({ ttlMs, staleMs, now: () => clock.t });
  let renders = 0;
  const answer: Rig['answer'] = { status: 200, delayMs: 0, body: 'lobby' };
  const server = http.createServer((req, res) => {
    cache.handle(req, res, () => {
      renders++;
      const { status, cookie, delayMs, body } = answer;
      res.statusCode = status;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
      const cookies = [`rh_locale=en; Path=/; Max-Age=31536000; SameSite=lax`];
      if (cookie) cookies.push(cookie);
      if (!(req.headers.cookie ?? '').includes('rh_locale=en')) res.setHeader('set-cookie', cookies);
      else if (cookie) res.setHeader('set-cookie', [cookie]);
      res.write(`<html>${body} #${renders}`);
      setTimeout(() => res.end(' end</html>'), delayMs);
    });
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, cache, renders: () => renders, clock, answer, close: async () => undefined };
}

async function get(r: Rig, path = '/en', headers: Record<string, string> = {}) {
  const res = await fetch(`${r.url}${path}`, {
    headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131', 'accept-encoding': 'identity', ...headers },
  });
  return {
    status: res.status,
    body: await res.text(),
    cache: res.headers.get('x-page-cache'),
    cookie: res.headers.get('set-cookie'),
    age: res.headers.get('age'),
    length: res.headers.get('content-length'),
    type: res.headers.get('content-type'),
  };
}

describe('guest page cache', () => {
  it('renders a guest lobby once and answers the next requests from memory, with the same page', async () => {
    const r = await rig();
    const first = await get(r);
    expect(first).toMatchObject({ status: 200, cache: 'miss', body: '<html>lobby #1 end</html>' });
    r.clock.t += 4_000;
    const second = await get(r);
    expect(second).toMatchObject({ status: 200, cache: 'hit', body: first.body, age: '4', type: 'text/html; charset=utf-8' });
    expect(Number(second.length)).toBe(Buffer.byteLength(first.body));
    expect(r.renders()).toBe(1);
    expect(r.cache.stats()).toMatchObject({ miss: 1, hit: 1, entries: 1 });
  });

  it('writes the locale cookie per request, as the proxy would', async () => {
    const r = await rig();
    await get(r);
    expect((await get(r)).cookie).toMatch(/^rh_locale=en; Path=\/; Expires=.+; Max-Age=31536000; SameSite=lax$/);
    expect((await get(r, '/en', { cookie: 'rh_locale=en' })).cookie).toBeNull();
    expect(r.renders()).toBe(1);
  });

  it('passes players, unknown cookies, client navigations, queries and other routes to Next', async () => {
    const r = await rig();
    await get(r);
    const passed = [
      await get(r, '/en', { cookie: 'rh_session=abc' }),
      await get(r, '/en', { cookie: 'rh_locale=en; something=1' }),
      await get(r, '/en', { rsc: '1' }),
      await get(r, '/en', { 'next-action': 'x' }),
      await get(r, '/en?page=2'),
      await get(r, '/en/profile'),
      await get(r, '/xx'),
    ];
    expect(passed.map((p) => p.cache)).toEqual(Array(passed.length).fill(null));
    expect(r.renders()).toBe(1 + passed.length);
  });

  it('keeps one copy per variant: country, device, crawler, consent, AU approval, compression', async () => {
    const r = await rig();
    const variants: Record<string, string>[] = [
      {},
      { 'cf-ipcountry': 'EE' },
      { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' },
      { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
      { cookie: 'rh_cookie_consent=1' },
      { cookie: 'rh_au_approved=1' },
      { 'accept-encoding': 'gzip' },
      { 'x-forwarded-host': 'other.example' },
    ];
    for (const v of variants) expect((await get(r, '/en', v)).cache).toBe('miss');
    for (const v of variants) expect((await get(r, '/en', v)).cache).toBe('hit');
    expect((await get(r, '/de')).cache).toBe('miss');
    expect((await get(r, '/en/slots/all')).cache).toBe('miss');
    expect(r.renders()).toBe(variants.length + 2);
  });

  it('keeps neither an error nor an answer that sets another cookie', async () => {
    const r = await rig();
    r.answer.status = 500;
    await get(r);
    await get(r);
    r.answer.status = 200;
    r.answer.cookie = 'tracking=1; Path=/';
    await get(r);
    await get(r);
    expect(r.renders()).toBe(4);
    r.answer.cookie = undefined;
    await get(r);
    expect((await get(r)).cache).toBe('hit');
  });

  it('renders the first copy of a variant once however many visitors ask at the same moment', async () => {
    const r = await rig();
    r.answer.delayMs = 150;
    const all = await Promise.all(Array.from({ length: 6 }, () => get(r)));
    expect(r.renders()).toBe(1);
    expect(new Set(all.map((a) => a.body))).toEqual(new Set(['<html>lobby #1 end</html>']));
    expect(all.filter((a) => a.cache === 'miss')).toHaveLength(1);
  });

  it('serves the old copy while one request renders its replacement, then the new one', async () => {
    const r = await rig(10_000, 30_000);
    await get(r);
    r.clock.t += 11_000;
    r.answer.delayMs = 200;
    const refreshing = get(r);
    await new Promise((res) => setTimeout(res, 50));
    const during = await get(r);
    expect(during).toMatchObject({ cache: 'stale', body: '<html>lobby #1 end</html>' });
    expect((await refreshing).cache).toBe('miss');
    expect(await get(r)).toMatchObject({ cache: 'hit', body: '<html>lobby #2 end</html>' });
    // Past ttl + stale with nothing in flight: rendered again.
    r.answer.delayMs = 0;
    r.clock.t += 50_000;
    expect((await get(r)).cache).toBe('miss');
    expect(r.renders()).toBe(3);
  });

  it('forgets every copy on clear, and does not keep a render that began before it', async () => {
    const r = await rig();
    await get(r);
    expect(r.cache.clear()).toBe(1);
    r.answer.delayMs = 150;
    const during = get(r);
    await new Promise((res) => setTimeout(res, 30));
    r.cache.clear();
    await during;
    r.answer.delayMs = 0;
    expect((await get(r)).cache).toBe('miss');
    expect((await get(r)).cache).toBe('hit');
    expect(r.renders()).toBe(3);
  });

  it('is off with a TTL of 0', async () => {
    const r = await rig(0);
    await get(r);
    await get(r);
    expect(r.renders()).toBe(2);
  });
});

/** Issue 12 item 5: a stored copy must not hand every guest the same script nonce. */
describe('guest page cache and the script nonce', () => {
  async function noncedRig() {
    const cache = createGuestPageCache({ ttlMs: 10_000 });
    let renders = 0;
    const server = http.createServer((req, res) => {
      cache.handle(req, res, () => {
        renders++;
        const nonce = `RenderNonce${renders}+/AAAAAAAAA==`;
        const html = Buffer.from(
          `<html><script nonce="${nonce}">self.x=1</script><link rel="preload" nonce="${nonce}"><script>push({"nonce":"${nonce}"})</script></html>`,
        );
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.setHeader('content-security-policy', `default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
        const gzip = (req.headers['accept-encoding'] ?? '').includes('gzip');
        if (gzip) res.setHeader('content-encoding', 'gzip');
        res.end(gzip ? zlib.gzipSync(html) : html);
      });
    });
    servers.push(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/en`;
    const fetchPage = async (encoding: string) => {
      // fetch() would decode gzip itself; read the raw bytes to check what goes on the wire.
      const res = await new Promise<http.IncomingMessage>((resolve) =>
        http.get(url, { headers: { 'user-agent': 'Mozilla/5.0 Chrome/131', 'accept-encoding': encoding } }, resolve),
      );
      const chunks: Buffer[] = [];
      for await (const c of res) chunks.push(c as Buffer);
      const raw = Buffer.concat(chunks);
      const body = (res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw).toString();
      const policy = String(res.headers['content-security-policy']);
      return {
        cache: res.headers['x-page-cache'],
        body,
        policy,
        nonce: /'nonce-([^']+)'/.exec(policy)?.[1],
        length: Number(res.headers['content-length']),
        rawLength: raw.length,
      };
    };
    return { fetchPage, renders: () => renders };
  }

  it.each(['identity', 'gzip'])('answers every hit with a fresh nonce, in the policy and on every script (%s)', async (encoding) => {
    const r = await noncedRig();
    const first = await r.fetchPage(encoding);
    expect(first.cache).toBe('miss');
    const seen = new Set([first.nonce]);
    for (let i = 0; i < 3; i++) {
      const hit = await r.fetchPage(encoding);
      expect(hit.cache).toBe('hit');
      expect(hit.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(seen.has(hit.nonce)).toBe(false);
      seen.add(hit.nonce);
      expect(hit.body).toBe(first.body.split(first.nonce!).join(hit.nonce!));
      expect(hit.body).not.toContain('RenderNonce');
      expect(hit.length).toBe(hit.rawLength);
    }
    expect(r.renders()).toBe(1);
  });
});
