import sharp from 'sharp'

/**
 * Simple abstract artwork (gradient and circles) so demo content shows real uploaded images
 * without shipping binary files.
 */
export async function posterPng(seed: number, width = 1200, height = 800): Promise<Buffer> {
  const hue = (seed * 47) % 360
  const second = (hue + 40) % 360
  const circles = Array.from({ length: 5 }, (_, i) => {
    const cx = ((seed + 1) * (i + 3) * 97) % width
    const cy = ((seed + 2) * (i + 5) * 61) % height
    const r = 60 + (((seed + i) * 37) % 180)
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="hsl(${(hue + i * 25) % 360},80%,70%)" fill-opacity="0.35"/>`
  }).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,35%)"/><stop offset="1" stop-color="hsl(${second},75%,18%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${circles}</svg>`
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()
}
