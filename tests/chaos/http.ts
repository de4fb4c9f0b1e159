/**
 * The storm's HTTP client: a cookie jar per actor, its own client address (nginx passes
 * X-Forwarded-For on, the instances trust it), and a transport failure (an instance killed mid-call:
 * reset connection, nginx's 502) told apart from an answer.
 */
export interface Answer {
  status: number;
  /** The parsed JSON body, or null for another body. */
  json: unknown;
  text: string;
  headers: Headers;
}

/** The call never got an answer from an instance: a killed instance, a proxy 502/503/504. */
export class TransportError extends Error {}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class Client {
  private readonly cookies = new Map<string, string>();
  constructor(
    readonly base: string,
    readonly address: string,
  ) {}

  async call(method: string, path: string, body?: unknown, opts: { headers?: Record<string, string>; raw?: string; form?: string } = {}): Promise<Answer> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.address, ...(opts.headers ?? {}) };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let payload: string | undefined;
    if (opts.form !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = opts.form;
    } else if (opts.raw !== undefined || body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = opts.raw ?? JSON.stringify(body);
    }
    if (!path.startsWith('/sandbox-pay/') && !path.startsWith('/api/provider/')) headers['x-requested-with'] = 'XMLHttpRequest';
    let res: Response;
    try {
      res = await fetch(`${this.base}${path}`, { method, headers, body: payload, redirect: 'manual', signal: AbortSignal.timeout(30_000) });
    } catch (err) {
      throw new TransportError(`${method} ${path}: ${(err as Error).message}`);
    }
    const text = await res.text().catch(() => '');
    if (res.status === 502 || res.status === 503 || res.status === 504) throw new TransportError(`${method} ${path}: proxy ${res.status}`);
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair!.indexOf('=');
      if (i > 0) this.cookies.set(pair!.slice(0, i).trim(), pair!.slice(i + 1).trim());
    }
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: res.status, json, text, headers: res.headers };
  }

  /**
   * A call repeated (same body, so the same idempotency key) until an instance answers: what a
   * client or a provider does when its connection drops. Gives up after `untilMs`.
   */
  async retry(
    method: string,
    path: string,
    body?: unknown,
    opts: Parameters<Client['call']>[3] & { untilMs?: number } = {},
  ): Promise<Answer & { attempts: number }> {
    const until = Date.now() + (opts.untilMs ?? 90_000);
    let attempts = 0;
    for (;;) {
      attempts += 1;
      try {
        const a = await this.call(method, path, body, opts);
        // 409 payment_in_progress: the first call is still with its provider; ask again.
        if (a.status === 409 && (a.json as { error?: string } | null)?.error === 'payment_in_progress' && Date.now() < until) {
          await sleep(500);
          continue;
        }
        return { ...a, attempts };
      } catch (err) {
        if (!(err instanceof TransportError) || Date.now() > until) throw err;
        await sleep(300 + Math.random() * 700);
      }
    }
  }
}
