// An SVG as a `data:` URL, for a stylesheet's or a page's own copy of a picture that would otherwise be
// a file fetched after them (the tile sprites in tile-faces.css, the page's icon in index.html).

/**
 * The SVG's text as it is, but for the characters a URL or a quoted CSS or HTML attribute string
 * cannot hold: percent signs, `#`, `&`, backslashes, single quotes and anything outside printable ASCII are
 * percent-encoded, and double quotes become single ones, which SVG reads alike. Not base64, which
 * gzip compresses a third as well.
 */
export function svgDataUrl(svg: string): string {
  const text = svg
    .replace(/[%#&'\\]|[^\x20-\x7e]/gu, (c) => (c === "'" ? '%27' : encodeURIComponent(c)))
    .replace(/"/g, "'");
  return `data:image/svg+xml,${text}`;
}
