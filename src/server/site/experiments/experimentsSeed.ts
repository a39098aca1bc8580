import type { Db } from '../../db/database';
import { ensureStaffAccount, type StaffAccount } from '../../db/seed/staffSeed';
import { grantRole } from './experiments.repo';

/** The demo's shop administrator, who changes feature flags through features/batch_update_state. */
export const DEMO_FLAGS_ADMIN = {
  email: 'admin@printshop.test',
  password: 'admin-printshop',
  firstName: 'Shop',
  lastName: 'Admin',
} as const satisfies StaffAccount;

export async function seedFlagsAdmin(db: Db): Promise<number> {
  const id = await ensureStaffAccount(db, DEMO_FLAGS_ADMIN);
  await grantRole(db, id, 'admin');
  return id;
}
