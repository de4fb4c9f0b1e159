import { describe, expect, it } from 'vitest';
import { wwwRedirectTarget } from './www';

describe('disableWWW flag (spec C9)', () => {
  it('on (the default): a www. host moves to the bare host, keeping port, path, query and hash', () => {
    expect(wwwRedirectTarget('https://www.reelhouse.test/en/pokies/all?stag=1#chat', true)).toBe('https://reelhouse.test/en/pokies/all?stag=1#chat');
    expect(wwwRedirectTarget('http://WWW.ee.reelhouse.test:3000/de', true)).toBe('http://ee.reelhouse.test:3000/de');
  });

  it('off: the www. host stays', () => {
    expect(wwwRedirectTarget('https://www.reelhouse.test/en', false)).toBeNull();
  });

  it('never moves a host without www., a bare www.<label>, an IP or garbage', () => {
    for (const href of [
      'https://reelhouse.test/en',
      'http://127.0.0.1:3000/',
      'http://localhost:3000/',
      'http://www.localhost/',
      'not a url',
      'https://wwwx.reelhouse.test/',
    ]) {
      expect(wwwRedirectTarget(href, true), href).toBeNull();
    }
  });
});
