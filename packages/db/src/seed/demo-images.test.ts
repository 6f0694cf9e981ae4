import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_BODY_TYPES } from './demo-image-kinds';
import { demoImagePool, generateDemoImages } from './demo-images';
import { memoryMediaSink } from './media-sink';

describe('demo image pool', () => {
  it('describes every body at three widths with stable keys', () => {
    const pool = demoImagePool();
    expect(new Set(pool.map((p) => p.body))).toEqual(new Set(DEMO_BODY_TYPES));
    expect(pool.length).toBeGreaterThanOrEqual(100);
    expect(pool.length).toBeLessThanOrEqual(300);
    const sample = pool.find(
      (p) => p.body === 'sedan' && p.colour === 'white' && p.angle === 'day',
    );
    expect(sample?.variants).toEqual({
      '320': 'demo/sedan-white-day-320.webp',
      '640': 'demo/sedan-white-day-640.webp',
      '1280': 'demo/sedan-white-day-1280.webp',
    });
    expect(new Set(pool.map((p) => p.variants['1280'])).size).toBe(pool.length);
  });

  it('renders small 4:3 WebP files at each width', async () => {
    const pool = demoImagePool({ bodies: ['three-wheeler', 'suv'], colours: 1, angles: ['day'] });
    const sink = memoryMediaSink();
    const result = await generateDemoImages(sink, pool);
    expect(result.files).toBe(6);
    for (const image of pool) {
      for (const [width, key] of Object.entries(image.variants)) {
        const data = sink.files.get(key);
        expect(data, key).toBeDefined();
        const meta = await sharp(data!).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(Number(width));
        expect(meta.height).toBe((Number(width) * 3) / 4);
        expect(data!.length).toBeLessThan(80_000);
      }
    }
  });
});
