import type { MusicTrack } from './musicTracks';

/** Small on purpose: 8 kHz, 8-bit mono is enough for a preview tune (about 8 KB a second). */
const SAMPLE_RATE = 8000;

/** A RIFF/WAVE file of the track's tune: sine notes with a short fade, looped to its length. */
export function musicWav(track: MusicTrack): Buffer {
  const samples = SAMPLE_RATE * track.durationSeconds;
  const file = Buffer.alloc(44 + samples);
  file.write('RIFF', 0, 'ascii');
  file.writeUInt32LE(36 + samples, 4);
  file.write('WAVEfmt ', 8, 'ascii');
  file.writeUInt32LE(16, 16); // format chunk size
  file.writeUInt16LE(1, 20); // PCM
  file.writeUInt16LE(1, 22); // mono
  file.writeUInt32LE(SAMPLE_RATE, 24);
  file.writeUInt32LE(SAMPLE_RATE, 28); // bytes per second
  file.writeUInt16LE(1, 32); // block align
  file.writeUInt16LE(8, 34); // bits per sample
  file.write('data', 36, 'ascii');
  file.writeUInt32LE(samples, 40);
  const beat = Math.round((SAMPLE_RATE * 60) / track.bpm);
  for (let i = 0; i < samples; i++) {
    const note = track.notes[Math.floor(i / beat) % track.notes.length]!;
    const hz = 220 * 2 ** (note / 12);
    const inBeat = i % beat;
    // Fades at both ends of a note keep the joins from clicking.
    const envelope = Math.min(1, inBeat / 200, (beat - inBeat) / 400);
    const value = Math.sin((2 * Math.PI * hz * i) / SAMPLE_RATE) * envelope * 0.4;
    file.writeUInt8(Math.round(128 + value * 127), 44 + i);
  }
  return file;
}
