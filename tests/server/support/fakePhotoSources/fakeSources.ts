import { startFakeCloudDrive } from './fakeCloudDrive';
import { startFakeCloudPhotos } from './fakeCloudPhotos';
import { startFakePhotoHosting } from './fakePhotoHosting';
import { startFakePhotoSharing } from './fakePhotoSharing';
import type { FakeLibrary, FakeService, FakeServiceOptions, StartFake } from './fakeService';
import { startFakeSocial } from './fakeSocial';

export type { FakeLibrary, FakePicture, FakeService } from './fakeService';

/** The fake of each external source, by its path in the registry. */
export const FAKE_SOURCES: Record<string, StartFake> = {
  social: startFakeSocial,
  'photo-hosting': startFakePhotoHosting,
  'cloud-photos': startFakeCloudPhotos,
  'photo-sharing': startFakePhotoSharing,
  'cloud-drive': startFakeCloudDrive,
};

/** Points the shop's importer and connect flow for the source at the fake (read at call time). */
export function pointShopAtFake(path: string, fake: FakeService): void {
  process.env[`PHOTO_SOURCE_${path.toUpperCase().replace(/-/g, '_')}_URL`] = fake.url;
}

export async function startFakeSource(
  path: string,
  library: FakeLibrary,
  options: FakeServiceOptions = {},
): Promise<FakeService> {
  const start = FAKE_SOURCES[path];
  if (!start) throw new Error(`No fake for photo source ${path}`);
  const fake = await start(library, options);
  pointShopAtFake(path, fake);
  return fake;
}
