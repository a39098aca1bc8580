import { PhotoScene } from './PhotoScene';

/* Generated illustrations of each product line (no stock photos). 320 × 240, decorative. */

export type ProductArtKind =
  | 'photoBooks'
  | 'cards'
  | 'calendars'
  | 'labels'
  | 'canvas'
  | 'metal'
  | 'acrylic'
  | 'poster'
  | 'prints';

const shadow = 'rgb(34 28 24 / 0.16)';

function PhotoBooksArt() {
  return (
    <>
      <rect x="70" y="52" width="190" height="140" rx="6" fill="#1e5a57" />
      <ellipse cx="160" cy="206" rx="120" ry="10" fill={shadow} />
      <path d="M42 66h116v132H42z" fill="#fff" />
      <path d="M162 66h116v132H162z" fill="#fffdf9" />
      <rect x="156" y="66" width="8" height="132" fill="#000" opacity="0.08" />
      <PhotoScene x={54} y={80} width={92} height={104} palette="sunset" />
      <PhotoScene x={176} y={80} width={88} height={58} palette="day" />
      <rect x="176" y="148" width="56" height="5" rx="2.5" fill="#cbb9a4" />
      <rect x="176" y="160" width="80" height="5" rx="2.5" fill="#e3d7c8" />
      <rect x="176" y="172" width="68" height="5" rx="2.5" fill="#e3d7c8" />
    </>
  );
}

function CardsArt() {
  return (
    <>
      <g transform="rotate(-8 120 150)">
        <rect x="48" y="92" width="150" height="104" rx="4" fill="#e7a79a" />
        <path d="M48 92l75 56 75-56" fill="none" stroke="#c98577" strokeWidth="3" />
      </g>
      <ellipse cx="200" cy="208" rx="78" ry="8" fill={shadow} />
      <rect x="140" y="40" width="120" height="166" rx="4" fill="#fff" />
      <PhotoScene x={152} y={52} width={96} height={96} palette="meadow" />
      <circle cx="200" cy="168" r="7" fill="#b3431f" />
      <rect x="166" y="184" width="68" height="5" rx="2.5" fill="#cbb9a4" />
    </>
  );
}

function CalendarsArt() {
  const cells = [];
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 7; col++) {
      const highlighted = row === 2 && col === 4;
      cells.push(
        <rect
          key={`${row}-${col}`}
          x={104 + col * 17}
          y={150 + row * 12}
          width="12"
          height="8"
          rx="1.5"
          fill={highlighted ? '#b3431f' : '#e3d7c8'}
        />,
      );
    }
  }
  return (
    <>
      <ellipse cx="160" cy="214" rx="80" ry="7" fill={shadow} />
      <rect x="92" y="34" width="136" height="176" rx="4" fill="#fff" />
      <PhotoScene x={100} y={48} width={120} height={92} palette="day" />
      {cells}
      {[112, 136, 160, 184, 208].map((cx) => (
        <g key={cx}>
          <circle cx={cx} cy="34" r="5" fill="none" stroke="#5d5149" strokeWidth="2.5" />
        </g>
      ))}
    </>
  );
}

function LabelsArt() {
  const spots = [
    [116, 84],
    [168, 84],
    [220, 84],
    [116, 136],
    [168, 136],
  ] as const;
  return (
    <>
      <ellipse cx="160" cy="212" rx="100" ry="8" fill={shadow} />
      <rect x="82" y="48" width="166" height="158" rx="6" fill="#fff" />
      {spots.map(([cx, cy], i) => (
        <g key={`${cx}-${cy}`}>
          <circle cx={cx} cy={cy} r="22" fill={i % 2 === 0 ? '#dcecea' : '#fbe5da'} />
          <circle
            cx={cx}
            cy={cy}
            r="16"
            fill="none"
            stroke={i % 2 === 0 ? '#1e5a57' : '#b3431f'}
            strokeWidth="2"
          />
          <rect
            x={cx - 9}
            y={cy - 2}
            width="18"
            height="4"
            rx="2"
            fill={i % 2 === 0 ? '#1e5a57' : '#b3431f'}
          />
        </g>
      ))}
      <circle
        cx="220"
        cy="136"
        r="22"
        fill="none"
        stroke="#e3d7c8"
        strokeWidth="2"
        strokeDasharray="4 4"
      />
      <g transform="rotate(14 252 170)">
        <circle cx="252" cy="170" r="22" fill="#f3e9dc" stroke="#d89b2b" strokeWidth="3" />
        <rect x="242" y="168" width="20" height="4" rx="2" fill="#d89b2b" />
      </g>
    </>
  );
}

function CanvasArt() {
  return (
    <>
      <ellipse cx="160" cy="212" rx="104" ry="8" fill={shadow} />
      <polygon points="250,46 262,54 262,204 250,196" fill="#14403e" />
      <PhotoScene x={70} y={46} width={180} height={150} palette="sunset" />
      <polygon points="70,196 250,196 262,204 82,204" fill="#7b4a5a" opacity="0.55" />
    </>
  );
}

function MetalArt() {
  return (
    <>
      <rect
        x="76"
        y="56"
        width="180"
        height="136"
        rx="3"
        fill={shadow}
        transform="translate(8 10)"
      />
      <PhotoScene x={76} y={52} width={180} height={136} palette="dusk" />
      <polygon points="150,52 196,52 116,188 70,188" fill="#fff" opacity="0.16" />
      <polygon points="206,52 220,52 140,188 126,188" fill="#fff" opacity="0.12" />
      <rect
        x="76"
        y="52"
        width="180"
        height="136"
        rx="3"
        fill="none"
        stroke="#9fb0b8"
        strokeWidth="2"
      />
    </>
  );
}

function AcrylicArt() {
  return (
    <>
      <ellipse cx="160" cy="214" rx="100" ry="7" fill={shadow} />
      <rect x="62" y="38" width="196" height="168" rx="10" fill="#dcecea" opacity="0.7" />
      <PhotoScene x={76} y={52} width={168} height={140} palette="meadow" />
      <rect
        x="62"
        y="38"
        width="196"
        height="168"
        rx="10"
        fill="none"
        stroke="#a9cbd8"
        strokeWidth="3"
      />
      <path d="M74 48h60l-40 40" fill="#fff" opacity="0.35" />
      {[
        [74, 50],
        [246, 50],
        [74, 194],
        [246, 194],
      ].map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="4" fill="#cbb9a4" />
      ))}
    </>
  );
}

function PosterArt() {
  return (
    <>
      <path d="M40 30h240" stroke="#cbb9a4" strokeWidth="2" />
      <rect x="98" y="30" width="124" height="182" fill="#fffdf9" />
      <PhotoScene x={108} y={42} width={104} height={132} palette="day" />
      <rect x="124" y="186" width="72" height="6" rx="3" fill="#221c18" />
      <rect x="138" y="198" width="44" height="4" rx="2" fill="#cbb9a4" />
      <rect x="108" y="24" width="10" height="16" rx="2" fill="#d89b2b" />
      <rect x="202" y="24" width="10" height="16" rx="2" fill="#d89b2b" />
    </>
  );
}

function PrintsArt() {
  return (
    <>
      <ellipse cx="160" cy="214" rx="104" ry="7" fill={shadow} />
      <g transform="rotate(-12 120 130)">
        <rect x="60" y="60" width="112" height="132" rx="3" fill="#fff" />
        <PhotoScene x={68} y={68} width={96} height={96} palette="meadow" />
      </g>
      <g transform="rotate(10 200 130)">
        <rect x="148" y="60" width="112" height="132" rx="3" fill="#fff" />
        <PhotoScene x={156} y={68} width={96} height={96} palette="dusk" />
      </g>
      <rect x="104" y="52" width="112" height="140" rx="3" fill="#fff" />
      <PhotoScene x={112} y={60} width={96} height={104} palette="sunset" />
    </>
  );
}

const arts: Record<ProductArtKind, () => React.JSX.Element> = {
  photoBooks: PhotoBooksArt,
  cards: CardsArt,
  calendars: CalendarsArt,
  labels: LabelsArt,
  canvas: CanvasArt,
  metal: MetalArt,
  acrylic: AcrylicArt,
  poster: PosterArt,
  prints: PrintsArt,
};

const backgrounds: Record<ProductArtKind, string> = {
  photoBooks: '#f3e9dc',
  cards: '#fbe5da',
  calendars: '#dcecea',
  labels: '#f7efd9',
  canvas: '#efe6f0',
  metal: '#e4ebee',
  acrylic: '#eaf3ef',
  poster: '#f3e9dc',
  prints: '#fbe5da',
};

export function ProductArt({ kind, className }: { kind: ProductArtKind; className?: string }) {
  const Art = arts[kind];
  return (
    <svg
      className={className}
      viewBox="0 0 320 240"
      role="presentation"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="320" height="240" fill={backgrounds[kind]} />
      <Art />
    </svg>
  );
}
