// The app icon, drawn in SVG: an ivory tile with a red 中 on the green of a mahjong table.
// `maskable` keeps the tile inside the safe zone (the middle 80%) that launchers may crop to.
export function iconSvg(size: number, maskable: boolean): string {
  const tileW = maskable ? 0.46 : 0.62;
  const w = size * tileW;
  const h = w * 1.3;
  const x = (size - w) / 2;
  const y = (size - h) / 2;
  const r = w * 0.12;
  const radius = maskable ? 0 : size * 0.18;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${radius}" fill="#0f5132"/>
  <rect x="${x + w * 0.05}" y="${y + h * 0.05}" width="${w}" height="${h}" rx="${r}" fill="#0a3622"/>
  <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="#d9c89e"/>
  <rect x="${x}" y="${y}" width="${w}" height="${h * 0.94}" rx="${r}" fill="#fffbef"/>
  <text x="${size / 2}" y="${y + h * 0.66}" font-size="${w * 0.72}" text-anchor="middle" fill="#c0262d"
    font-family="'Noto Sans CJK SC','Noto Sans SC','PingFang SC',sans-serif" font-weight="700">中</text>
</svg>`;
}
