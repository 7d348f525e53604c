// The shell in the phone's language: the page's English shell stays, becomes another language's from
// its template, or is cleared where it cannot be the app's; once put, it is left alone.
import { afterEach, describe, expect, it } from 'vitest';
import { putShellInRoot } from './shell-swap';

function page(): HTMLElement {
  document.body.innerHTML =
    '<template id="shell-zh-Hant"><p>計番</p></template><div id="root"><p>Score</p></div>';
  return document.getElementById('root')!;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('putShellInRoot', () => {
  it('keeps the page’s English shell for English', () => {
    const root = page();
    putShellInRoot(root, 'en');
    expect(root.textContent).toBe('Score');
    expect(root.dataset.shell).toBe('en');
  });

  it('puts the shell of the phone’s language in place of the English one, once', () => {
    const root = page();
    putShellInRoot(root, 'zh-Hant');
    expect(root.textContent).toBe('計番');
    const drawn = root.firstElementChild;
    putShellInRoot(root, 'zh-Hant');
    expect(root.firstElementChild).toBe(drawn);
    expect(root.dataset.shell).toBe('zh-Hant');
  });

  it('clears a shell with no template for its language, and one in another language', () => {
    const root = page();
    putShellInRoot(root, 'zh-Hans');
    expect(root.childElementCount).toBe(0);
    const other = page();
    putShellInRoot(other, 'zh-Hant');
    putShellInRoot(other, 'en');
    expect(other.childElementCount).toBe(0);
    expect(other.dataset.shell).toBe('en');
  });
});
