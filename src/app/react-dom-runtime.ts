// React DOM, fetched by the page's entry beside the app's code (src/main.tsx) and evaluated apart from
// it: the two are compiled and run in two tasks, neither long enough to hold a tap up, where together
// they were the longest task after the first paint. The app's start (app/start.tsx) is given it.
export { createRoot, hydrateRoot } from 'react-dom/client';
