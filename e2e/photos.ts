import sharp from 'sharp';

/**
 * A photo as a camera takes one: soft coloured shapes over stripes, laid out by `seed`. A plain
 * one-colour picture would not do: blank pictures get no hash (decision 095).
 */
export async function cameraPhoto(seed: number): Promise<Buffer> {
  const width = 800;
  const height = 600;
  let state = seed * 7919 + 17;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const blobs = Array.from({ length: 6 }, () => ({
    x: random() * width,
    y: random() * height,
    radius: (0.1 + random() * 0.3) * width,
    colour: [random() * 255, random() * 255, random() * 255],
  }));
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const base = 90 + Math.sin(((x + y) / 70) * Math.PI) * 30;
      const colour = [base, base, base];
      for (const blob of blobs) {
        const weight = Math.exp(-((x - blob.x) ** 2 + (y - blob.y) ** 2) / blob.radius ** 2);
        for (let c = 0; c < 3; c += 1) {
          colour[c] = (colour[c] ?? 0) * (1 - weight) + (blob.colour[c] ?? 0) * weight;
        }
      }
      for (let c = 0; c < 3; c += 1) pixels[(y * width + x) * 3 + c] = colour[c] ?? 0;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}
