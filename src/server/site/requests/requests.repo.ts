import type { Db } from '../../db/database';
import { volumeDiscountInquiries, weddingSampleKitRequests } from '../../db/schema/requests';

export async function insertVolumeInquiry(
  db: Db,
  values: typeof volumeDiscountInquiries.$inferInsert,
): Promise<number> {
  const [row] = await db
    .insert(volumeDiscountInquiries)
    .values(values)
    .returning({ id: volumeDiscountInquiries.id });
  return row!.id;
}

export async function insertSampleKitRequest(
  db: Db,
  values: typeof weddingSampleKitRequests.$inferInsert,
): Promise<number> {
  const [row] = await db
    .insert(weddingSampleKitRequests)
    .values(values)
    .returning({ id: weddingSampleKitRequests.id });
  return row!.id;
}
