import { describe, expect, it } from 'vitest';
import type { ServerResponse } from 'node:http';
import { markNotFound, withResponseStatus } from './response-status';

/** A response that records the status its headers went out with. */
function fakeResponse() {
  const sent: number[] = [];
  const res = { writeHead: (code: number) => (sent.push(code), res) } as unknown as ServerResponse;
  return { res, sent };
}

describe('a page answering 404 without throwing', () => {
  it('turns the 200 of a request that marked itself not found into a 404, also after awaits', async () => {
    const { res, sent } = fakeResponse();
    await new Promise<void>((done) =>
      withResponseStatus(res, () => {
        void (async () => {
          await Promise.resolve();
          markNotFound();
          await new Promise((r) => setTimeout(r, 1));
          res.writeHead(200);
          done();
        })();
      }),
    );
    expect(sent).toEqual([404]);
  });

  it('leaves other requests, and other statuses, as they are', () => {
    const plain = fakeResponse();
    withResponseStatus(plain.res, () => plain.res.writeHead(200));
    expect(plain.sent).toEqual([200]);
    const redirect = fakeResponse();
    withResponseStatus(redirect.res, () => {
      markNotFound();
      redirect.res.writeHead(307);
    });
    expect(redirect.sent).toEqual([307]);
  });

  it('does nothing outside a request', () => {
    expect(() => markNotFound()).not.toThrow();
  });
});
