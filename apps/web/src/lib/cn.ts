/**
 * Merged lists by their input: a page draws the same few hundred lists over and over (every card,
 * chip and icon), on the server for each page it renders (decision 116) and in the browser. The
 * inputs are the components' own class names, so the set is small; it is bounded all the same.
 */
const merged = new Map<string, string>();
const MAX_REMEMBERED = 2_000;

/**
 * Joins class names, skipping falsy values, and lets a later class win over an earlier one for
 * the same property, so `buttonStyles({ className: 'h-9 px-3' })` really is 36 px tall.
 *
 * Our own small merge instead of tailwind-merge (8.7 KB gzip of every first load, decision 091):
 * it knows the utility groups this codebase uses and overrides (cn.test.ts lists them). A class
 * it does not know is always kept. A new kind of override needs its group below and a test.
 */
export function cn(...classes: Array<string | false | null | undefined>): string {
  const input = classes.filter(Boolean).join(' ');
  let result = merged.get(input);
  if (result === undefined) {
    result = merge(input);
    if (merged.size >= MAX_REMEMBERED) merged.clear();
    merged.set(input, result);
  }
  return result;
}

/** The merge itself, for a list not seen yet. */
function merge(input: string): string {
  const tokens = input.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let index = tokens.length - 1; index >= 0; index -= 1) {
    const token = tokens[index] as string;
    const parsed = parse(token);
    if (parsed === null) {
      kept.push(token);
      continue;
    }
    const { prefix, group } = parsed;
    const key = prefix + group;
    if (taken.has(key)) continue;
    taken.add(key);
    // A later shorthand (p-4) also overrides the earlier longhands it covers (px-2, pt-1).
    for (const covered of COVERS[group] ?? []) taken.add(prefix + covered);
    kept.push(token);
  }
  return kept.reverse().join(' ');
}

/** The variants (`sm:`, `hover:`) and `!`, then the utility's group; null when not known. */
function parse(token: string): { prefix: string; group: string } | null {
  const parts = token.split(':');
  let utility = parts.pop() as string;
  const variants = parts.sort().join(':');
  let important = '';
  if (utility.startsWith('!') || utility.endsWith('!')) {
    important = '!';
    utility = utility.replace(/^!|!$/g, '');
  }
  const group = groupOf(utility.replace(/^-/, ''));
  return group === null ? null : { prefix: `${variants}:${important}`, group };
}

/** An inset value: a spacing step, fraction, `full`, `auto`, `px` or arbitrary value. */
const POSITION = /^(\d|\[|full|auto|px$)/;
const SIZE = /^(xs|sm|base|md|lg|xl|\d?xl)$/;
const LENGTH = /^\[(\d|\.|calc|min|max|clamp|var\(--(text|size|spacing))/;

/** A value (after `text-`, `bg-`, `border-` …) that names a colour: slate-900, white, brand-700/40. */
function isColour(value: string): boolean {
  return (
    /^(inherit|current|transparent|black|white|[a-z]+-\d{2,3})(\/\d+)?$/.test(value) ||
    /^\[(#|rgb|hsl|oklch|color)/.test(value)
  );
}

/** Utilities whose whole name is its group's value. */
const KEYWORDS: Record<string, string> = {};
for (const [group, words] of Object.entries({
  display:
    'block inline-block inline flex inline-flex grid inline-grid hidden contents table flow-root list-item',
  position: 'static fixed absolute relative sticky',
  visibility: 'visible invisible collapse',
  'text-transform': 'uppercase lowercase capitalize normal-case',
  'font-style': 'italic not-italic',
  'text-decoration-line': 'underline overline line-through no-underline',
  'text-overflow': 'truncate text-ellipsis text-clip',
  'sr-only': 'sr-only not-sr-only',
  isolation: 'isolate isolation-auto',
  'font-smoothing': 'antialiased subpixel-antialiased',
})) {
  for (const word of words.split(' ')) KEYWORDS[word] = group;
}

/** Prefixed utilities: the longest matching prefix names the group (value checks aside). */
const PREFIXES: Array<[string, string | ((value: string) => string | null)]> = [
  ['inset-x-', 'inset-x'],
  ['inset-y-', 'inset-y'],
  ['inset-', 'inset'],
  ['top-', (v) => (POSITION.test(v) ? 'top' : null)],
  ['right-', (v) => (POSITION.test(v) ? 'right' : null)],
  ['bottom-', (v) => (POSITION.test(v) ? 'bottom' : null)],
  ['left-', (v) => (POSITION.test(v) ? 'left' : null)],
  ['start-', (v) => (POSITION.test(v) ? 'start' : null)],
  ['end-', (v) => (POSITION.test(v) ? 'end' : null)],
  ['z-', 'z'],
  ['order-', 'order'],
  ['min-w-', 'min-w'],
  ['max-w-', 'max-w'],
  ['min-h-', 'min-h'],
  ['max-h-', 'max-h'],
  ['size-', 'size'],
  ['w-', 'w'],
  ['h-', 'h'],
  ['space-x-', 'space-x'],
  ['space-y-', 'space-y'],
  ['gap-x-', 'gap-x'],
  ['gap-y-', 'gap-y'],
  ['gap-', 'gap'],
  ['grid-cols-', 'grid-cols'],
  ['grid-rows-', 'grid-rows'],
  ['col-span-', 'col'],
  ['col-start-', 'col-start'],
  ['col-end-', 'col-end'],
  ['row-span-', 'row'],
  ['row-start-', 'row-start'],
  ['row-end-', 'row-end'],
  ['scroll-mt-', 'scroll-mt'],
  ['scroll-mb-', 'scroll-mb'],
  ['scroll-pt-', 'scroll-pt'],
  ['scroll-pb-', 'scroll-pb'],
  ['basis-', 'basis'],
  ['grow', 'grow'],
  ['shrink', 'shrink'],
  ['items-', 'items'],
  ['justify-items-', 'justify-items'],
  ['justify-self-', 'justify-self'],
  ['justify-', 'justify'],
  ['content-', 'content'],
  ['self-', 'self'],
  ['place-items-', 'place-items'],
  ['place-content-', 'place-content'],
  ['place-self-', 'place-self'],
  ['overflow-x-', 'overflow-x'],
  ['overflow-y-', 'overflow-y'],
  ['overflow-', 'overflow'],
  ['overscroll-', 'overscroll'],
  [
    'object-',
    (v) => (/^(contain|cover|fill|none|scale-down)$/.test(v) ? 'object-fit' : 'object-position'),
  ],
  ['aspect-', 'aspect'],
  ['opacity-', 'opacity'],
  ['cursor-', 'cursor'],
  ['pointer-events-', 'pointer-events'],
  ['select-', 'select'],
  ['whitespace-', 'whitespace'],
  ['break-', 'break'],
  ['wrap-', 'wrap'],
  ['line-clamp-', 'line-clamp'],
  ['leading-', 'leading'],
  ['tracking-', 'tracking'],
  ['duration-', 'duration'],
  ['ease-', 'ease'],
  ['delay-', 'delay'],
  ['animate-', 'animate'],
  ['translate-x-', 'translate-x'],
  ['translate-y-', 'translate-y'],
  ['scale-', 'scale'],
  ['rotate-', 'rotate'],
  ['blur', 'blur'],
  ['backdrop-blur', 'backdrop-blur'],
  ['fill-', 'fill'],
  ['stroke-', 'stroke'],
  ['list-', 'list'],
  ['accent-', 'accent'],
  ['caret-', 'caret'],
  ['decoration-', (v) => (isColour(v) ? 'decoration-color' : 'decoration')],
  ['underline-offset-', 'underline-offset'],
  ['from-', (v) => (v.endsWith('%') ? 'from-position' : 'from')],
  ['via-', (v) => (v.endsWith('%') ? 'via-position' : 'via')],
  ['to-', (v) => (v.endsWith('%') ? 'to-position' : 'to')],
  ['transition', 'transition'],
  ['font-', (v) => (/^(sans|serif|mono)$/.test(v) ? 'font-family' : 'font-weight')],
  [
    'text-',
    (v) =>
      SIZE.test(v) || LENGTH.test(v) || /^(xs|sm|base|lg|\d?xl)\/.+$/.test(v)
        ? 'font-size'
        : /^(left|center|right|justify|start|end)$/.test(v)
          ? 'text-align'
          : /^(wrap|nowrap|balance|pretty)$/.test(v)
            ? 'text-wrap'
            : isColour(v)
              ? 'text-color'
              : null,
  ],
  [
    'bg-',
    (v) =>
      isColour(v)
        ? 'bg-color'
        : /^(auto|cover|contain)$/.test(v)
          ? 'bg-size'
          : /^(linear|gradient|none|\[url)/.test(v)
            ? 'bg-image'
            : /^(center|top|bottom|left|right)/.test(v)
              ? 'bg-position'
              : /^(no-)?repeat/.test(v)
                ? 'bg-repeat'
                : null,
  ],
  ['rounded', (v) => roundedGroup(v)],
  ['border', (v) => sidedGroup('border', v)],
  ['ring-offset', (v) => (isColour(v) ? 'ring-offset-color' : 'ring-offset')],
  ['ring', (v) => (v === 'inset' ? 'ring-inset' : isColour(v) ? 'ring-color' : 'ring')],
  [
    'outline',
    (v) =>
      v === 'none' || v === 'hidden' || /^(solid|dashed|dotted|double)$/.test(v)
        ? 'outline-style'
        : /^offset-/.test(v)
          ? 'outline-offset'
          : isColour(v)
            ? 'outline-color'
            : 'outline',
  ],
  ['shadow', (v) => (isColour(v) ? 'shadow-color' : 'shadow')],
  ['divide-x', 'divide-x'],
  ['divide-y', 'divide-y'],
  ['divide-', (v) => (isColour(v) ? 'divide-color' : null)],
  ['p', (v) => spacingGroup('p', v)],
  ['m', (v) => spacingGroup('m', v)],
  [
    'flex-',
    (v) => (/^(row|col)/.test(v) ? 'flex-direction' : /wrap$/.test(v) ? 'flex-wrap' : 'flex'),
  ],
];

/** The group of a utility without its variants, `!` or `-`; null for one we do not know. */
function groupOf(utility: string): string | null {
  const keyword = KEYWORDS[utility];
  if (keyword) return keyword;
  for (const [prefix, group] of PREFIXES) {
    if (!utility.startsWith(prefix)) continue;
    const rest = utility.slice(prefix.length);
    if (typeof group === 'string') {
      // `grow`, `shrink`, `blur`, `transition`, `backdrop-blur` stand alone or take `-value`.
      if (!prefix.endsWith('-') && rest !== '' && !rest.startsWith('-')) continue;
      return group;
    }
    // `p`/`m` take a side letter (px-2, mt-4) before their value.
    if (prefix === 'p' || prefix === 'm') return group(rest);
    // `rounded`, `border`, `ring`, `shadow` … stand alone or take `-value`.
    if (!prefix.endsWith('-') && rest !== '' && !rest.startsWith('-')) continue;
    return group(prefix.endsWith('-') ? rest : rest.replace(/^-/, ''));
  }
  return null;
}

/** p-4, px-2, pt-1 (and m-…): the side is part of the group; `p` alone is not a utility. */
function spacingGroup(kind: 'p' | 'm', value: string): string | null {
  const match = /^([xytrblse]?)-(.+)$/.exec(value);
  return match ? `${kind}${match[1]}` : null;
}

/** rounded, rounded-lg, rounded-t-xl, rounded-tl-md: the corner or side is part of the group. */
function roundedGroup(value: string): string {
  const side = /^(t|r|b|l|s|e|tl|tr|br|bl|ss|se|es|ee)(-|$)/.exec(value);
  return side ? `rounded-${side[1]}` : 'rounded';
}

/** border, border-2, border-t, border-b-2 (width), border-slate-200 (colour), border-dashed. */
function sidedGroup(kind: 'border', value: string): string | null {
  if (/^(solid|dashed|dotted|double|hidden|none)$/.test(value)) return `${kind}-style`;
  const side = /^([xytrblse])(?:-(.+))?$/.exec(value);
  const rest = side ? (side[2] ?? '') : value;
  const suffix = side ? `-${side[1]}` : '';
  if (rest === '' || /^\d+$/.test(rest) || /^\[\d/.test(rest)) return `${kind}-w${suffix}`;
  if (isColour(rest)) return `${kind}-color${suffix}`;
  return null;
}

/** Groups a shorthand replaces when it comes later: p-4 after px-2 leaves only p-4. */
const COVERS: Record<string, string[]> = {
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl', 'ps', 'pe'],
  px: ['pr', 'pl', 'ps', 'pe'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml', 'ms', 'me'],
  mx: ['mr', 'ml', 'ms', 'me'],
  my: ['mt', 'mb'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left', 'start', 'end'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  size: ['w', 'h'],
  flex: ['basis', 'grow', 'shrink'],
  'line-clamp': ['display', 'overflow'],
  gap: ['gap-x', 'gap-y'],
  overflow: ['overflow-x', 'overflow-y'],
  'font-size': ['leading'],
  rounded: [
    'rounded-t',
    'rounded-r',
    'rounded-b',
    'rounded-l',
    'rounded-s',
    'rounded-e',
    'rounded-tl',
    'rounded-tr',
    'rounded-br',
    'rounded-bl',
    'rounded-ss',
    'rounded-se',
    'rounded-es',
    'rounded-ee',
  ],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'border-w': ['border-w-x', 'border-w-y', 'border-w-t', 'border-w-r', 'border-w-b', 'border-w-l'],
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'border-color': [
    'border-color-x',
    'border-color-y',
    'border-color-t',
    'border-color-r',
    'border-color-b',
    'border-color-l',
  ],
  'border-color-x': ['border-color-r', 'border-color-l'],
  'border-color-y': ['border-color-t', 'border-color-b'],
};
