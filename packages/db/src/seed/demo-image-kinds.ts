/**
 * What the demo photo pool is made of: body types, paint colours (and which suit each body),
 * camera angles, and the size every photo is drawn at.
 */

export const DEMO_BODY_TYPES = [
  'sedan',
  'hatchback',
  'suv',
  'van',
  'pickup',
  'lorry',
  'bus',
  'motorbike',
  'three-wheeler',
] as const;
export type DemoBodyType = (typeof DEMO_BODY_TYPES)[number];

export interface DemoColour {
  name: string;
  hex: string;
}

/** Believable paint colours; the first ones are the commonest on Sri Lankan roads. */
export const DEMO_COLOURS: readonly DemoColour[] = [
  { name: 'white', hex: '#eef0f2' },
  { name: 'silver', hex: '#b4bac1' },
  { name: 'black', hex: '#202327' },
  { name: 'grey', hex: '#5b6169' },
  { name: 'blue', hex: '#1f4f95' },
  { name: 'red', hex: '#b21a2b' },
  { name: 'maroon', hex: '#6b1d2c' },
  { name: 'green', hex: '#2c5e47' },
  { name: 'champagne', hex: '#c9b68f' },
  { name: 'yellow', hex: '#e0ad1f' },
];

/** The colours each body is painted in, commonest first (buses, lorries and tuk-tuks differ). */
const CAR_COLOURS = ['white', 'silver', 'black', 'grey', 'blue', 'red'];
export const DEMO_BODY_COLOURS: Record<DemoBodyType, readonly string[]> = {
  sedan: CAR_COLOURS,
  hatchback: CAR_COLOURS,
  suv: CAR_COLOURS,
  van: CAR_COLOURS,
  pickup: CAR_COLOURS,
  lorry: ['white', 'blue', 'green', 'red'],
  bus: ['white', 'blue', 'yellow', 'red'],
  motorbike: ['black', 'red', 'blue', 'grey', 'white'],
  'three-wheeler': ['red', 'maroon', 'green', 'blue', 'black'],
};

/**
 * Photo "angles": four full views (roadside by day, the other side in front of a house, the other
 * side at dusk, a studio shot) and two close-ups (the front and the rear). A listing's first photo
 * is always a full view.
 */
export const DEMO_ANGLES = ['day', 'street', 'evening', 'studio', 'front', 'rear'] as const;
export type DemoAngle = (typeof DEMO_ANGLES)[number];
export const DEMO_FULL_VIEW_ANGLES: readonly DemoAngle[] = ['day', 'street', 'evening', 'studio'];

export const DEMO_IMAGE_WIDTH = 1280;
export const DEMO_IMAGE_HEIGHT = 960;
