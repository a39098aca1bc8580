/** The brand mark (two stacked prints, the same drawing as the app icon) and the word mark. */
export function LogoMark({ size = 34 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 512 512" aria-hidden="true" focusable="false">
      <rect width="512" height="512" rx="112" fill="#b3431f" />
      <g transform="translate(246 250) rotate(-9)">
        <rect x="-110" y="-130" width="220" height="260" rx="14" fill="#1e5a57" />
      </g>
      <g transform="translate(270 266) rotate(6)">
        <rect x="-110" y="-130" width="220" height="260" rx="14" fill="#fbf7f1" />
        <rect x="-92" y="-112" width="184" height="170" fill="#a9cbd8" />
        <circle cx="48" cy="-62" r="20" fill="#d89b2b" />
        <polygon points="-92,58 -22,-32 48,58" fill="#1e5a57" />
        <polygon points="-32,58 33,-7 92,58" fill="#7fa37a" />
      </g>
    </svg>
  );
}
