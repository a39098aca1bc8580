/**
 * The design updates of each project relayed to open editors but not yet stored, in this process:
 * a live channel's, and a call's (an HTTP push). A client that syncs between an update's relay and
 * its write would otherwise miss it: it was relayed before the client joined, and the stored state
 * it syncs from did not hold it yet.
 */
export class PendingWrites {
  private readonly byProject = new Map<number, Promise<unknown>>();

  /** `onSettled` runs once every write tracked on the project so far is done. */
  track(projectId: number, write: Promise<unknown>, onSettled: () => void): void {
    const all = Promise.allSettled([this.byProject.get(projectId), write]);
    this.byProject.set(projectId, all);
    void all.then(() => {
      if (this.byProject.get(projectId) !== all) return;
      this.byProject.delete(projectId);
      onSettled();
    });
  }

  async settled(projectId: number): Promise<void> {
    await this.byProject.get(projectId);
  }
}
