import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';

describe('platform shell', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform();
  });
  afterAll(() => t.close());

  it('answers health on the migrated database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('refuses a state-changing call without X-Requested-With', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/anything', payload: {} });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('missing_x_requested_with');
  });

  it('answers unknown routes with a JSON 404', async () => {
    const res = await t.call({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('not_found');
  });
});
