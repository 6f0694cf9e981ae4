// The benchmark's searches: distinct, realistic, reproducible. Built from what the running API
// serves (makes, models, cities, fuel types…), so the mix fits whatever database is seeded.
// A fixed seed gives the same searches on every run; each measurement asks each search once.

/** mulberry32: a small, fast, seeded generator. */
export function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Words of ads' descriptions that buyers search (also typed letter by letter: bench-typing.mjs). */
export const DESCRIPTION_WORDS = [
  'leasing',
  'auction sheet',
  'one owner',
  'service records',
  'fresh import',
  'negotiable',
  'reverse camera',
  'alloy wheels',
  'push start',
  'hybrid battery',
  'company maintained',
  'original paint',
];
const TYPOS = [
  'toyta',
  'corola',
  'hond vezl',
  'suzki alto',
  'nisan leef',
  'mitsubshi',
  'toyota aqau',
  'premeo',
  'alion',
  'wagonr stingray',
  'vits',
  'kandi',
];
/** Trims as buyers add them to a model ("prius s"). */
export const TRIMS = ['s', 'g', 'x', 'rs', 'touring', 'safety', 'premium', 'gli', 'hybrid g'];

/**
 * The shapes and their share of the mix, as buyers search: browsing and make/model filters
 * most, then keywords, ranges, cities and combinations, a few typos and deep pages.
 */
export const SHAPES = {
  browse: 8,
  deep: 6,
  make: 14,
  model: 12,
  'keyword: make/model': 12,
  'keyword: model + year': 6,
  'keyword: trim': 4,
  'keyword: description': 6,
  typo: 4,
  'year range': 6,
  mileage: 5,
  price: 7,
  city: 5,
  combined: 9,
};

/**
 * `count` distinct query strings, each tagged with its shape. `reference` is what the API
 * serves: {brands, conditions, fuelTypes, transmissions, types, cities, models, minPrice, maxPrice}.
 */
export function buildMix(reference, { seed, count }) {
  const random = seeded(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const int = (min, max) => min + Math.floor(random() * (max - min + 1));
  const sort = () => int(0, 4);
  const { brands, cities, models, fuelTypes, transmissions, types } = reference;
  const makeOf = new Map(brands.map((brand) => [brand.id, brand.name]));
  const modelsWithAds = models.filter((model) => model.count > 0);
  const year = () => int(2004, 2022);
  const price = () => Math.round((1 + random() * 20) * 500_000);
  const generators = {
    browse: () => `sort=${sort()}&page=${int(1, 40)}`,
    deep: () => `sort=${sort()}&page=${int(20, 834)}`,
    make: () => `brands=${pick(brands).id}&sort=${sort()}&page=${int(1, 4)}`,
    model: () => {
      const model = pick(modelsWithAds);
      return `brands=${model.makeId}&models=${model.id}&sort=${sort()}&page=${int(1, 3)}`;
    },
    'keyword: make/model': () => {
      const model = pick(modelsWithAds);
      const words = random() < 0.5 ? model.name : `${makeOf.get(model.makeId)} ${model.name}`;
      return `query=${encodeURIComponent(words.toLowerCase())}&sort=${sort()}&page=${int(1, 3)}`;
    },
    'keyword: model + year': () =>
      `query=${encodeURIComponent(`${pick(modelsWithAds).name} ${year()}`)}&sort=${sort()}`,
    'keyword: trim': () =>
      `query=${encodeURIComponent(`${pick(modelsWithAds).name} ${pick(TRIMS)}`)}&sort=${sort()}`,
    'keyword: description': () => {
      const words = pick(DESCRIPTION_WORDS);
      const filter = random() < 0.4 ? `&brands=${pick(brands).id}` : '';
      return `query=${encodeURIComponent(words)}${filter}&sort=${sort()}&page=${int(1, 4)}`;
    },
    typo: () => `query=${encodeURIComponent(pick(TYPOS))}&sort=${sort()}&page=${int(1, 3)}`,
    'year range': () => {
      const from = year();
      return `yomMin=${from}&yomMax=${from + int(0, 6)}&sort=${sort()}&page=${int(1, 4)}`;
    },
    mileage: () =>
      `mileageMin=${int(0, 5) * 10_000}&mileageMax=${int(6, 25) * 10_000}&sort=${sort()}`,
    price: () => {
      const low = price();
      return `min=${low}&max=${low + price()}&sort=${sort()}&page=${int(1, 4)}`;
    },
    city: () => `cityId=${pick(cities).id}&sort=${sort()}&page=${int(1, 4)}`,
    combined: () => {
      const parts = [`brands=${pick(brands).id}`];
      if (random() < 0.6) parts.push(`cityId=${pick(cities).id}`);
      if (random() < 0.5) parts.push(`fuelTypes=${pick(fuelTypes).id}`);
      if (random() < 0.4) parts.push(`transmissions=${pick(transmissions).id}`);
      if (random() < 0.3) parts.push(`vehicleTypes=${pick(types).id}`);
      if (random() < 0.5) parts.push(`yomMin=${year()}`);
      if (random() < 0.4) parts.push(`max=${price() * 3}`);
      parts.push(`sort=${sort()}`);
      return parts.join('&');
    },
  };
  const weights = Object.entries(SHAPES);
  const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
  const seen = new Set();
  const mix = [];
  for (let attempt = 0; mix.length < count && attempt < count * 50; attempt += 1) {
    let roll = random() * total;
    const [shape] = weights.find(([, weight]) => (roll -= weight) < 0) ?? weights[0];
    const query = generators[shape]();
    if (seen.has(query)) continue;
    seen.add(query);
    mix.push({ shape, path: `/api/vehicles/search?${query}` });
  }
  return mix;
}

/** The shape of the keywords in Sinhala and Tamil script (issue 32), mixed into measurements. */
export const SCRIPT_SHAPE = 'keyword: Sinhala/Tamil';

/**
 * What buyers type in their own script: makes, models, cities, fuel types and gearboxes (read
 * as filters through search_synonyms), words of ads, and a word search knows nothing of.
 */
const SCRIPT_KEYWORDS = [
  'ටොයොටා ඇක්වා',
  'டொயோட்டா அக்வா',
  'ඇක්වා',
  'ප්‍රියස්',
  'ஆக்சியோ',
  'විට්ස් 2015',
  'සුසුකි අල්ටෝ',
  'வேகன் ஆர்',
  'කොළඹ ටොයොටා',
  'கண்டி',
  'ඩීසල්',
  'ஹைப்ரிட் ஆட்டோ',
  'ලීසිං',
  'ටොයොටා ගුවන්යානය',
  'மொன்டெரோ டீசல்',
  'ලෑන්ඩ් ක්‍රුසර්',
  'ஹோண்டா சிவிக்',
  'මහනුවර ප්‍රීමියෝ',
  'ஜீப்',
  'ත්‍රීවීල්',
];

/**
 * The mix with a distinct Sinhala or Tamil keyword search after every `every` of its searches:
 * the mix's own searches stay the same and in the same order, so each shape's figures compare
 * with a run before the keywords were added.
 */
export function withScriptKeywords(mix, { seed, every = 20 }) {
  const random = seeded(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const seen = new Set();
  const next = () => {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const query = `query=${encodeURIComponent(pick(SCRIPT_KEYWORDS))}&sort=${Math.floor(random() * 5)}&page=${1 + Math.floor(random() * 3)}`;
      if (seen.has(query)) continue;
      seen.add(query);
      return { shape: SCRIPT_SHAPE, path: `/api/vehicles/search?${query}` };
    }
    return undefined;
  };
  return mix.flatMap((entry, index) => {
    const extra = (index + 1) % every === 0 ? next() : undefined;
    return extra ? [entry, extra] : [entry];
  });
}
