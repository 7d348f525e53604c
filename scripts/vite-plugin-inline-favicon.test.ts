import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inlineIcon } from './vite-plugin-inline-favicon';

const page = readFileSync('index.html', 'utf8');
const icon = readFileSync('public/favicon.svg', 'utf8');

describe('the page icon, inline', () => {
  it('puts the icon itself in the page in place of its link, reading back as the same picture', () => {
    const html = inlineIcon(page, 'favicon.svg', icon);
    expect(html).not.toContain('href="/favicon.svg"');
    const href = /<link rel="icon" href="([^"]*)" type="image\/svg\+xml" \/>/.exec(html)?.[1];
    expect(href).toMatch(/^data:image\/svg\+xml,/);
    // Nothing in it that HTML would read as the attribute's end or an entity.
    expect(href).not.toMatch(/[&"]/);
    expect(decodeURIComponent(href!.slice(href!.indexOf(',') + 1).replace(/'/g, '"'))).toBe(icon.trim());
    // Only the link changes.
    expect(html.replace(href!, '/favicon.svg')).toBe(page);
  });

  it('refuses a page without the link, so the build says so rather than linking the file again', () => {
    expect(() => inlineIcon('<head></head>', 'favicon.svg', icon)).toThrow(/no <link rel="icon"/);
  });
});
