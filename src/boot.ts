// The page's entry: the stylesheet, then the app once the static shell (rendered into index.html at
// build time) has painted. The app's JavaScript then loads after the first paint instead of
// competing with the page and its stylesheet for a slow connection. A tile tapped on the shell
// before the app is running is not lost: it is kept and added to the hand once the app starts.
import './index.css';

const early: string[] = [];
const keep = (event: MouseEvent): void => {
  const tile = (event.target as Element | null)?.closest?.('[data-tile]')?.getAttribute('data-tile');
  if (tile) early.push(tile);
};
document.addEventListener('click', keep, true);

let started = false;
const start = (): void => {
  if (started) return;
  started = true;
  void import('./main').then(async () => {
    document.removeEventListener('click', keep, true);
    if (early.length === 0) return;
    const { useDraft } = await import('./state/draft-store');
    for (const tile of early) useDraft.getState().tapPalette(tile);
  });
};
// The shell is the score screen: another address (a shared link, a rule) needs the app at once.
if (/^#?\/?(score)?\/?$/.test(location.hash)) {
  requestAnimationFrame(() => setTimeout(start, 0));
  // A page opened in the background paints no frame: start anyway.
  setTimeout(start, 250);
} else {
  start();
}
