/** The id of the mark after the shell's script, which a first paint may wait for (shell-language-early.ts). */
export const SHELL_READY = 'shell-ready';
