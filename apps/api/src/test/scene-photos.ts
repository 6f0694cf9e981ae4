import sharp from 'sharp';

/**
 * A photo-like picture for the duplicate-photo tests: smooth coloured blobs and stripes laid out
 * by `seed` (the same seed draws the same scene), 640 × 480, as JPEG. Different seeds give
 * pictures as unlike as two photos of different cars.
 */
export async function scenePhoto(seed: number, size = { width: 640, height: 480 }) {
  let state = seed * 2654435761 + 12345;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const { width, height } = size;
  const blobs = Array.from({ length: 7 }, () => ({
    x: random() * width,
    y: random() * height,
    radius: (0.1 + random() * 0.3) * width,
    colour: [random() * 255, random() * 255, random() * 255],
  }));
  const stripe = { angle: random() * Math.PI, period: 40 + random() * 120 };
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const wave =
        Math.sin(
          ((x * Math.cos(stripe.angle) + y * Math.sin(stripe.angle)) / stripe.period) * Math.PI,
        ) * 30;
      const colour = [90 + wave, 90 + wave, 90 + wave];
      for (const blob of blobs) {
        const weight = Math.exp(-((x - blob.x) ** 2 + (y - blob.y) ** 2) / blob.radius ** 2);
        for (let c = 0; c < 3; c += 1) {
          colour[c] = (colour[c] as number) * (1 - weight) + (blob.colour[c] as number) * weight;
        }
      }
      for (let c = 0; c < 3; c += 1) {
        pixels[(y * width + x) * 3 + c] = Math.max(0, Math.min(255, colour[c] as number));
      }
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * The same picture as a scam ad re-posts it: saved from another ad, smaller and re-encoded at a
 * lower quality.
 */
export async function recycledCopy(photo: Buffer): Promise<Buffer> {
  const { width = 0 } = await sharp(photo).metadata();
  return sharp(photo)
    .resize({ width: Math.round(width * 0.6) })
    .jpeg({ quality: 60 })
    .toBuffer();
}
