import { SignUpBanner } from './SignUpBanner';
import { SlideInPromotion } from './SlideInPromotion';

/** The corner's two notices, which take turns (cornerNotices): loaded and mounted together. */
export function CornerNotices() {
  return (
    <>
      <SlideInPromotion />
      <SignUpBanner />
    </>
  );
}
