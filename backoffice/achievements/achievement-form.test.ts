import { describe, expect, it } from 'vitest';
import { ACHIEVEMENT_RULE_TYPES, AchievementInputSchema, type StaffAchievement } from '../../schemas/achievements';
import { LOCALES } from '../../schemas/locales';
import {
  ACHIEVEMENT_FIELD,
  ACHIEVEMENT_FIELDS,
  achievementBody,
  achievementSections,
  achievementValues,
  emptyAchievement,
  otherMessages,
  previewAchievement,
  validateAchievement,
  type AchievementValues,
} from './achievement-form';

const filled = (patch: Partial<AchievementValues> = {}): AchievementValues => {
  const v = emptyAchievement();
  v.slug = 'one-round';
  v.texts.en = { title: 'First spin', description: 'Play one round' };
  return { ...v, ...patch } as AchievementValues;
};

describe('the achievement form generated from the body schema', () => {
  it('has a field for every key of the schema (each in one section), with kinds, bounds, choices and defaults read from it', () => {
    expect(ACHIEVEMENT_FIELDS.map((f) => f.key)).toEqual(Object.keys(AchievementInputSchema.shape));
    expect(
      achievementSections()
        .flatMap(([, fields]) => fields.map((f) => f.key))
        .sort(),
    ).toEqual(Object.keys(AchievementInputSchema.shape).sort());
    expect(ACHIEVEMENT_FIELD.get('rule_type')).toMatchObject({ kind: 'enum', options: [...ACHIEVEMENT_RULE_TYPES] });
    // positive(): the first whole number it takes is 1.
    expect(ACHIEVEMENT_FIELD.get('threshold')).toMatchObject({ kind: 'int', min: 1, max: 1_000_000 });
    expect(ACHIEVEMENT_FIELD.get('enabled')).toMatchObject({ kind: 'bool', default: true });
    expect(ACHIEVEMENT_FIELD.get('position')).toMatchObject({ kind: 'int', min: 0, default: 0 });
    expect(ACHIEVEMENT_FIELD.get('image_url')).toMatchObject({ kind: 'text', nullable: true, default: null });
    expect(ACHIEVEMENT_FIELD.get('texts')?.kind).toBe('texts');
    expect(Object.keys(emptyAchievement().texts)).toEqual([...LOCALES]);
  });

  it('sends only the locales given, and the fixed target of a first deposit', () => {
    const v = filled({ rule_type: 'first_deposit', threshold: 7 });
    v.texts.de = { title: 'Erster Dreh', description: '' };
    const body = achievementBody(v);
    expect(Object.keys(body.texts)).toEqual(['en', 'de']);
    expect(body.threshold).toBe(1);
    const check = validateAchievement(v);
    expect(check.ok).toBe(true);
  });

  it('gives the schema’s messages by field: a target not above 0, no English title, a bad picture address, a slug', () => {
    const none = emptyAchievement();
    none.texts.de = { title: 'Nur Deutsch', description: '' };
    const res = validateAchievement({ ...none, threshold: 0, image_url: 'javascript:alert(1)' } as AchievementValues);
    expect(res.ok).toBe(false);
    if (res.ok) return;
    expect(res.errors['threshold']).toEqual(['must be greater than 0']);
    expect(res.errors['texts.en.title']?.[0]).toMatch(/is required/);
    expect(res.errors['image_url']?.[0]).toMatch(/site path/);
    expect(res.errors['slug']).toBeDefined();
    // Every message sits beside a field of the form.
    expect(otherMessages(res.errors)).toEqual([]);
    // A description with no title in a locale: the title is asked for beside that locale.
    const v = filled();
    v.texts.it = { title: '', description: 'Solo descrizione' };
    const it2 = validateAchievement(v);
    expect(!it2.ok && it2.errors['texts.it.title']).toBeTruthy();
    expect(otherMessages({ _: ['refused'], 'texts.xx': ['odd'] })).toEqual(['refused', 'texts.xx: odd']);
  });

  it('reads a saved achievement back into the form, and previews the card in a locale with the English fallback', () => {
    const saved: StaffAchievement = {
      id: 4,
      slug: 'ten-rounds',
      texts: { en: { title: 'Ten rounds', description: 'Keep going' }, de: { title: 'Zehn Runden', description: '' } },
      rule_type: 'rounds_played',
      threshold: 10,
      image_url: '/images/badges/ten.svg',
      enabled: false,
      position: 3,
      earned_count: 12,
    };
    const v = achievementValues(saved);
    expect(v).toMatchObject({ slug: 'ten-rounds', threshold: 10, enabled: false, position: 3, image_url: '/images/badges/ten.svg' });
    expect(v.texts.de).toEqual({ title: 'Zehn Runden', description: '' });
    expect(v.texts.et).toEqual({ title: '', description: '' });
    expect(v).not.toHaveProperty('earned_count');
    const at = new Date('2026-11-27T10:00:00Z');
    expect(previewAchievement(v, 'de', false, at)).toMatchObject({ title: 'Zehn Runden', progress: 0, earned: false, threshold: 10, earned_at: null });
    expect(previewAchievement(v, 'et', true, at)).toMatchObject({
      title: 'Ten rounds',
      description: 'Keep going',
      progress: 10,
      earned: true,
      earned_at: at.toISOString(),
    });
    // A picture address the schema refuses is not drawn; a target not typed yet previews as 1.
    expect(previewAchievement({ ...v, image_url: 'javascript:x', threshold: NaN } as AchievementValues, 'en', false, at)).toMatchObject({
      image_url: null,
      threshold: 1,
    });
  });
});
