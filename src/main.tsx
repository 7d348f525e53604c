import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './index.css';

// The build's static shell is already on screen: the first render is a transition, so React
// renders it in slices a frame can interleave (no long task holding up a tap) and swaps the shell
// for the live screen in one commit.
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
