// Which nights this tab finished itself, so the live night's notice "finished on another phone" is
// said only when another phone (or tab) did. Kept in memory: a reload has no notice to give.
const finished = new Set<string>();

/** This tab is finishing the night: no notice of its finishing elsewhere. */
export function noteFinishedHere(nightId: string): void {
  finished.add(nightId);
}

export const finishedHere = (nightId: string): boolean => finished.has(nightId);
