/** The id of the mark after the root, which the language's script waits for and a first paint may wait for (shell-language.ts). */
export const SHELL_READY = 'shell-ready';
