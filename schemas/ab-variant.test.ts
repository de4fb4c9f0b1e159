import { describe, expect, it } from 'vitest';
import { AB_GROUP_A, AB_GROUP_B, abGroupOf, abVariantOf, abVariantOfId, registrationAbGroup } from './ab-variant';

describe('A/B variant (spec C4, P6 groups 543/544)', () => {
  it.each([
    ['group 543 is A whatever the id', [543], 7, 0],
    ['group 544 is B whatever the id', [21, 544], 8, 1],
    ['neither group, even id: A', [21, 255], 10, 0],
    ['neither group, odd id: B', [], 11, 1],
  ] as const)('%s', (_name, groups, id, variant) => {
    expect(abVariantOf(groups, id)).toBe(variant);
  });

  it('maps the variant to its group and the id parity to a variant', () => {
    expect([abGroupOf(0), abGroupOf(1)]).toEqual([AB_GROUP_A, AB_GROUP_B]);
    expect([abVariantOfId(0), abVariantOfId(1), abVariantOfId(2), abVariantOfId(12345)]).toEqual([0, 1, 0, 1]);
  });

  it('fixes the group at registration only with the registrationAbTest flag on', () => {
    expect(registrationAbGroup(false, 42)).toBeNull();
    expect(registrationAbGroup(false, 43)).toBeNull();
    expect(registrationAbGroup(true, 42)).toBe(543);
    expect(registrationAbGroup(true, 43)).toBe(544);
  });
});
