/** What a press on the canvas does: select and move (idle), or pan the photo of one slot (crop). */
export type CanvasMode = { kind: 'idle' } | { kind: 'crop'; slotId: string };
