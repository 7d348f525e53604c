// A tile as the app shows it: its face, a cell of an SVG sprite (tiles-<row>.svg, printed from
// TileArt), as the background of one box. One box is all the browser lays out and paints for a
// tile, where the art inline was dozens of SVG elements: a tap re-lays out little, and the first
// screen's HTML is small enough to be the app's own markup (src/app/start.tsx hydrates it).
// Decorative: the button or list item around it carries the tile's name. The classes are in
// tile-faces.css, which the page's entry (src/main.tsx) loads with the page's own stylesheet.
import { memo, type JSX } from 'react';
import { tileFaceClass } from './tile-images';

export interface TileFaceProps {
  token: string;
  className?: string;
}

function TileFaceBox({ token, className }: TileFaceProps): JSX.Element {
  // tile-face fills the width of the box it is put in, in the 3:4 shape (tile-faces.css): size
  // the box, not the face, since the face's own width wins over a utility class.
  return (
    <span
      aria-hidden="true"
      className={`tile-face ${tileFaceClass(token)}${className ? ` ${className}` : ''}`}
    />
  );
}

/** A tile face; the same token always draws the same box, so re-renders skip it. */
export const TileFace = memo(TileFaceBox);
