/**
 * Photo ids by SHA-256, so a file picked for upload is checked with one lookup rather than a
 * visit of every photo. Exact copies share a hash: the first one placed is answered until it is
 * removed, then the next.
 */
export class ContentHashIds {
  private readonly first = new Map<string, number>();
  /** The other ids of a hash several photos share (rare: only exact copies). */
  private readonly others = new Map<string, number[]>();

  idOf(contentHash: string): number | undefined {
    return this.first.get(contentHash);
  }

  add(contentHash: string, id: number): void {
    const first = this.first.get(contentHash);
    if (first === undefined) {
      this.first.set(contentHash, id);
      return;
    }
    if (first === id) return;
    const others = this.others.get(contentHash);
    if (!others) this.others.set(contentHash, [id]);
    else if (!others.includes(id)) others.push(id);
  }

  remove(contentHash: string, id: number): void {
    const others = this.others.get(contentHash);
    if (this.first.get(contentHash) === id) {
      const next = others?.shift();
      if (next === undefined) this.first.delete(contentHash);
      else this.first.set(contentHash, next);
    } else if (others) {
      const at = others.indexOf(id);
      if (at >= 0) others.splice(at, 1);
    }
    if (others?.length === 0) this.others.delete(contentHash);
  }
}
