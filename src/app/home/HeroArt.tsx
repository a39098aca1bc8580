import { PhotoScene } from '../ui/art/PhotoScene';

/** The home hero's collage: an open photo book, a greeting card and a loose print. Decorative. */
export function HeroArt({ className }: { className?: string }) {
  const shadow = 'rgb(34 28 24 / 0.18)';
  return (
    <svg className={className} viewBox="0 0 560 440" aria-hidden="true" focusable="false">
      <path
        d="M64 120C96 40 232 12 338 34s200 92 190 196-96 178-230 188S50 372 34 284 32 200 64 120Z"
        fill="#f3e9dc"
      />
      <circle cx="470" cy="86" r="26" fill="#d89b2b" opacity="0.9" />
      <g transform="rotate(-6 250 250)">
        <rect
          x="86"
          y="150"
          width="330"
          height="210"
          rx="6"
          fill={shadow}
          transform="translate(6 10)"
        />
        <rect x="86" y="150" width="330" height="210" rx="6" fill="#1e5a57" />
        <rect x="96" y="158" width="152" height="194" fill="#fff" />
        <rect x="254" y="158" width="152" height="194" fill="#fffdf9" />
        <rect x="247" y="158" width="8" height="194" fill="#000" opacity="0.08" />
        <PhotoScene x={108} y={172} width={128} height={164} palette="sunset" />
        <PhotoScene x={266} y={172} width={128} height={92} palette="day" />
        <rect x="266" y="278" width="80" height="7" rx="3.5" fill="#cbb9a4" />
        <rect x="266" y="294" width="118" height="7" rx="3.5" fill="#e3d7c8" />
        <rect x="266" y="310" width="100" height="7" rx="3.5" fill="#e3d7c8" />
      </g>
      <g transform="rotate(7 420 200)">
        <rect
          x="352"
          y="70"
          width="142"
          height="196"
          rx="4"
          fill={shadow}
          transform="translate(6 8)"
        />
        <rect x="352" y="70" width="142" height="196" rx="4" fill="#fff" />
        <PhotoScene x={366} y={84} width={114} height={120} palette="meadow" />
        <circle cx="423" cy="226" r="8" fill="#b3431f" />
        <rect x="388" y="244" width="70" height="6" rx="3" fill="#cbb9a4" />
      </g>
      <g transform="rotate(-14 120 110)">
        <rect
          x="48"
          y="40"
          width="132"
          height="150"
          rx="3"
          fill={shadow}
          transform="translate(5 8)"
        />
        <rect x="48" y="40" width="132" height="150" rx="3" fill="#fff" />
        <PhotoScene x={58} y={50} width={112} height={112} palette="dusk" />
      </g>
    </svg>
  );
}
