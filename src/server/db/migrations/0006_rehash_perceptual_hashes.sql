-- The perceptual hash changed from a difference hash to the DCT hash the photo worker computes:
-- old values cannot be compared with new ones. Cleared, they mark the photos whose hash the
-- 'photo.rehash' job recomputes from the stored original (queued by the startup recovery pass).
UPDATE "photos" SET "perceptual_hash" = NULL WHERE "perceptual_hash" IS NOT NULL;
