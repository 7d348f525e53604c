// fontkit ships no types; scripts/make-glyphs.ts describes the little it reads.
declare module 'fontkit' {
  export function openSync(path: string): unknown;
}
