import type { ResolvedPhoto } from '../../../shared/render/context';
import { samplePhoto } from './samplePhotos';

/**
 * The first `count` scenes of the sample library as pictures to draw in place: each embedded as
 * a data URI, so a drawing that shows them is one self-contained file with nothing to fetch.
 */
export function sampleScenesToDraw(count: number): ResolvedPhoto[] {
  return Array.from({ length: count }, (_, i) => {
    const scene = samplePhoto(i);
    return {
      url: `data:image/svg+xml;base64,${Buffer.from(scene.svg).toString('base64')}`,
      width: scene.width,
      height: scene.height,
    };
  });
}
