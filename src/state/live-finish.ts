// Which nights this tab finished or reopened itself, so the live night's notices "finished on another
// phone" and "reopened on another phone" are said only when another phone (or tab) did. Kept in memory: a
// reload has no notice to give. Each mark is taken when the keeper sees the change, so a later change of
// the same night made elsewhere (finished here, reopened and finished again on another phone) is said.
const finished = new Set<string>();
const reopened = new Set<string>();

/** This tab is finishing the night: no notice of its finishing elsewhere. */
export function noteFinishedHere(nightId: string): void {
  finished.add(nightId);
  reopened.delete(nightId);
}

/** This tab is reopening a finished night: no notice of its reopening elsewhere. */
export function noteReopenedHere(nightId: string): void {
  reopened.add(nightId);
  finished.delete(nightId);
}

/** Whether this tab finished the night (the mark is taken). */
export function takeFinishedHere(nightId: string): boolean {
  return finished.delete(nightId);
}

/** Whether this tab reopened the night (the mark is taken). */
export function takeReopenedHere(nightId: string): boolean {
  return reopened.delete(nightId);
}
