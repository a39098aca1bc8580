/** A small landscape "photo" (sky, sun, hills) used inside every product illustration. */

export type ScenePalette = 'day' | 'sunset' | 'dusk' | 'meadow';

const palettes: Record<ScenePalette, { sky: string; sun: string; far: string; near: string }> = {
  day: { sky: '#a9cbd8', sun: '#d89b2b', far: '#1e5a57', near: '#7fa37a' },
  sunset: { sky: '#f2c4b0', sun: '#b3431f', far: '#7b4a5a', near: '#d98b6a' },
  dusk: { sky: '#3d5a6c', sun: '#f3e9dc', far: '#1f3340', near: '#2e4d57' },
  meadow: { sky: '#e6efd8', sun: '#d89b2b', far: '#7fa37a', near: '#4f7d52' },
};

interface PhotoSceneProps {
  x: number;
  y: number;
  width: number;
  height: number;
  palette?: ScenePalette;
}

export function PhotoScene({ x, y, width, height, palette = 'day' }: PhotoSceneProps) {
  const c = palettes[palette];
  return (
    <svg
      x={x}
      y={y}
      width={width}
      height={height}
      viewBox="0 0 100 75"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
    >
      <rect width="100" height="75" fill={c.sky} />
      <circle cx="72" cy="22" r="9" fill={c.sun} />
      <polygon points="-5,75 32,30 62,75" fill={c.far} />
      <polygon points="30,75 64,42 105,75" fill={c.near} />
    </svg>
  );
}
