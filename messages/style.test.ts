import { describe, expect, it } from 'vitest';
import { mayEqualEnglish, otherAddress } from './style';

describe('mayEqualEnglish', () => {
  it('passes names, the language’s own words and texts with nothing to translate', () => {
    expect(mayEqualEnglish('de', 'Reelhouse')).toBe(true);
    expect(mayEqualEnglish('de', 'Status')).toBe(true);
    expect(mayEqualEnglish('it', '{min} – {max}')).toBe(true);
  });

  it('refuses English left in a language that has its own word', () => {
    expect(mayEqualEnglish('de', 'Outback classics')).toBe(false);
    expect(mayEqualEnglish('no', 'Status {x}')).toBe(false);
    // A word one language shares with English is not free in another.
    expect(mayEqualEnglish('et', 'Status')).toBe(false);
  });
});

describe('otherAddress', () => {
  it('finds the formal German address, and sentence-initial Sie meaning they', () => {
    expect(otherAddress('de', 'Drehen Sie die Walzen')).toBe('Sie');
    expect(otherAddress('de', 'Höchstens Ihr Guthaben.')).toBe('Ihr');
    expect(otherAddress('de', 'Sie müssen zur Zahlungsart passen.')).toBe('Sie');
    expect(otherAddress('de', 'Ohne sie funktioniert die Seite nicht. Dreh die Walzen, dein Limit gilt.')).toBeNull();
  });

  it('finds tu in Canadian French, not the letters inside other words', () => {
    expect(otherAddress('fr-CA', 'Entre ton code')).toBe('ton');
    expect(otherAddress('fr-CA', 'Connecte-toi')).toBe('toi');
    expect(otherAddress('fr-CA', 'Connectez-vous à votre compte, a-t-il dit.')).toBeNull();
    expect(otherAddress('fr-CA', 't’inscrire')).toBe('t’');
    expect(otherAddress('fr-CA', 'Votre carte, votre compte et vos tours gratuits')).toBeNull();
  });

  it('finds the Estonian plural address and the Italian Lei', () => {
    expect(otherAddress('et', 'Palun proovige uuesti.')).toBe('proovige');
    expect(otherAddress('et', 'Palun proovi uuesti, kõige parem kohe.')).toBeNull();
    expect(otherAddress('it', 'La preghiamo di riprovare.')).toBe('La preghiamo');
    expect(otherAddress('it', 'Riprova più tardi.')).toBeNull();
  });
});
