import type { StaffRole } from '../../schemas/staff';

/** A seeded demo staff account with its clear-text credentials (demo builds only). */
export interface DemoStaff {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
  /** Base32 TOTP secret, pre-enrolled; null for the account that enrols at first sign-in. */
  totpSecret: string | null;
}

/** Shared by every demo staff account; printed at start, never used outside demo builds. */
export const DEMO_STAFF_PASSWORD = 'Staff-pass-2026';

/**
 * One account per role with two-factor already set up (the secret is printed so a tester can add
 * it to an authenticator app or compute codes), plus one new hire who still has to enrol.
 */
export const DEMO_STAFF: readonly DemoStaff[] = [
  { email: 'admin@reelhouse.test', name: 'Ada Admin', role: 'admin', password: DEMO_STAFF_PASSWORD, totpSecret: 'TZ3Q662GGBIH4TNLHEA6RXRP3I7WEELV' },
  { email: 'editor@reelhouse.test', name: 'Ed Editor', role: 'editor', password: DEMO_STAFF_PASSWORD, totpSecret: 'S56V7YTJEBRNDPDM2Q4CEMAC3IHNHXS7' },
  {
    email: 'marketing@reelhouse.test',
    name: 'Mara Marketing',
    role: 'marketing',
    password: DEMO_STAFF_PASSWORD,
    totpSecret: 'BAOLZIFZRAKH3MXDZTVB4RIF67SZHQN5',
  },
  { email: 'support@reelhouse.test', name: 'Sam Support', role: 'support', password: DEMO_STAFF_PASSWORD, totpSecret: 'EA2ZWPY5KULVEKLVXGTBF5NRG6KLBWKL' },
  { email: 'newhire@reelhouse.test', name: 'Nia Newhire', role: 'editor', password: DEMO_STAFF_PASSWORD, totpSecret: null },
];

export function demoStaff(role: StaffRole): DemoStaff {
  const found = DEMO_STAFF.find((s) => s.role === role && s.totpSecret !== null);
  if (!found) throw new Error(`No demo staff with role ${role}`);
  return found;
}
