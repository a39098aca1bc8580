import { encode } from 'uqr';

/**
 * A QR code as crisp SVG squares, one path for all dark modules. Loaded on demand (React.lazy)
 * by the phone upload dialog, so the encoder stays out of the photo library's bundle.
 */
export default function QrCode({ value, label }: { value: string; label: string }) {
  // M: a phone camera still reads it through a smudge or at an angle; the URL fits easily.
  const { data, size } = encode(value, { ecc: 'M', border: 2 });
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      width="100%"
      height="100%"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
