import { describe, expect, it } from 'vitest';
import { maskedEmailName } from './index';

describe('maskedEmailName', () => {
  it('shows two characters at each end of a long local part, one at the start of a short one, never the domain', () => {
    expect(maskedEmailName('done-a17953@player.reelhouse.test')).toBe('do***53');
    expect(maskedEmailName('done-b20441@player.reelhouse.test')).toBe('do***41');
    expect(maskedEmailName('anna@example.com')).toBe('a***');
    expect(maskedEmailName('jo@x.io')).toBe('j***');
    expect(maskedEmailName('longname@secret-domain.example')).not.toContain('secret');
  });
});
