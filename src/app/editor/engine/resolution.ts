/*
 * The low-resolution badge. The rule lives in shared (preflight and the print file judge by it
 * too); the editor reads it from here.
 */
export {
  DPI_POOR,
  DPI_WARNING,
  effectiveDpi,
  type ResolutionBadge,
  resolutionBadge,
} from '../../../shared/render/photoResolution';
