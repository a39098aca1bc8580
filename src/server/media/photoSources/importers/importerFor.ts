import type { PhotoSource } from '../../../../shared/catalog/photoSources';
import { sourceEndpoints } from '../sourceEndpoints';
import { cloudDriveImporter } from './cloudDriveImporter';
import { cloudPhotosImporter } from './cloudPhotosImporter';
import type { ImporterFactory, PhotoSourceImporter } from './importerTypes';
import { photoHostingImporter } from './photoHostingImporter';
import { photoSharingImporter } from './photoSharingImporter';
import { socialImporter } from './socialImporter';

const IMPORTERS: Record<string, ImporterFactory> = {
  social: socialImporter,
  photoHosting: photoHostingImporter,
  cloudPhotos: cloudPhotosImporter,
  photoSharing: photoSharingImporter,
  cloudDrive: cloudDriveImporter,
};

/** The importer of an external source, speaking for the holder of `token`. */
export function importerFor(source: PhotoSource, token: string): PhotoSourceImporter {
  const factory = IMPORTERS[source.key];
  if (!factory) throw new Error(`${source.name} has no importer.`);
  return factory(sourceEndpoints(source), token);
}
