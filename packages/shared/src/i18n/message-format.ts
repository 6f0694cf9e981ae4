import { INTL_LOCALES, type Language } from './languages';

/**
 * The message format of the site's catalogs: the part of ICU MessageFormat the site uses.
 *
 * - `{name}` puts in a value; a number is written with Sri Lanka's grouping (1,234).
 * - `{count, plural, =0 {No cars} one {# car} other {# cars}}` chooses by the language's plural
 *   rules (Intl.PluralRules); `#` is the number.
 * - `{kind, select, sold {…} other {…}}` chooses by a value.
 *
 * Apostrophes are ordinary letters ("We couldn't"), unlike ICU's quoting. Decision 119 says why
 * the site formats its own messages over Intl instead of shipping a formatting library.
 */
export type MessageValues = Readonly<Record<string, string | number>>;

type Part =
  | { kind: 'text'; text: string }
  | { kind: 'value'; name: string }
  | { kind: 'count' }
  | { kind: 'plural'; name: string; cases: Map<string, Part[]> }
  | { kind: 'select'; name: string; cases: Map<string, Part[]> };

/** A message's placeholder had no value: the caller shows the English text instead. */
export class MissingMessageValue extends Error {
  constructor(readonly valueName: string) {
    super(`The message needs a value for "${valueName}".`);
    this.name = 'MissingMessageValue';
  }
}

/** A catalog entry that is not a well-formed message (a test reads every catalog with this). */
export class MalformedMessage extends Error {
  constructor(template: string, reason: string) {
    super(`${reason} in the message "${template}"`);
    this.name = 'MalformedMessage';
  }
}

function parse(template: string): Part[] {
  let at = 0;
  const fail = (reason: string): never => {
    throw new MalformedMessage(template, reason);
  };
  /** Reads up to (not including) the first of `stops`, trimmed. */
  const readUntil = (stops: string) => {
    const start = at;
    while (at < template.length && !stops.includes(template[at]!)) at += 1;
    return template.slice(start, at).trim();
  };

  // Text, `#` inside a plural's case, and `{…}` arguments, up to a closing brace or the end.
  const parseParts = (inPlural: boolean): Part[] => {
    const parts: Part[] = [];
    let text = '';
    for (let char = template[at]; char !== undefined && char !== '}'; char = template[at]) {
      at += 1;
      if (char === '{' || (char === '#' && inPlural)) {
        if (text) parts.push({ kind: 'text', text });
        text = '';
        parts.push(char === '#' ? { kind: 'count' } : parseArgument());
      } else text += char;
    }
    if (text) parts.push({ kind: 'text', text });
    return parts;
  };

  const parseArgument = (): Part => {
    const name = readUntil(',}');
    if (!/^[A-Za-z_]\w*$/.test(name)) fail(`"${name}" is not a placeholder name`);
    if (template[at++] === '}') return { kind: 'value', name };
    const kind = readUntil(',}');
    if ((kind !== 'plural' && kind !== 'select') || template[at++] !== ',') {
      fail(`"${kind}" is not plural or select`);
    }
    const cases = new Map<string, Part[]>();
    for (let selector = readUntil('{}'); template[at] === '{'; selector = readUntil('{}')) {
      if (!selector) fail('A case without a name');
      at += 1;
      cases.set(selector, parseParts(kind === 'plural'));
      if (template[at++] !== '}') fail('An unclosed case');
    }
    if (template[at++] !== '}') fail('An unclosed argument');
    if (!cases.has('other')) fail(`${kind} without "other"`);
    return { kind: kind as 'plural' | 'select', name, cases };
  };

  const parts = parseParts(false);
  if (at < template.length) fail('An unmatched "}"');
  return parts;
}

const parsed = new Map<string, Part[]>();
const MAX_PARSED = 5_000;

function partsOf(template: string): Part[] {
  let parts = parsed.get(template);
  if (!parts) {
    parts = parse(template);
    if (parsed.size >= MAX_PARSED) parsed.clear();
    parsed.set(template, parts);
  }
  return parts;
}

/** Throws MalformedMessage when `template` is not a well-formed message. */
export function checkMessage(template: string): void {
  parse(template);
}

/** The placeholder names a message uses (a test compares a translation's with its English). */
export function messageValueNames(template: string): Set<string> {
  const names = new Set<string>();
  const walk = (parts: Part[]) => {
    for (const part of parts) {
      if (part.kind === 'value') names.add(part.name);
      if (part.kind === 'plural' || part.kind === 'select') {
        names.add(part.name);
        for (const inner of part.cases.values()) walk(inner);
      }
    }
  };
  walk(parse(template));
  return names;
}

const numberFormat = new Intl.NumberFormat('en-LK');
const pluralRules = new Map<Language, Intl.PluralRules>();

function pluralRulesOf(language: Language): Intl.PluralRules {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(INTL_LOCALES[language]);
    pluralRules.set(language, rules);
  }
  return rules;
}

function valueOf(values: MessageValues | undefined, name: string): string | number {
  const value = values?.[name];
  if (value === undefined || value === null) throw new MissingMessageValue(name);
  return value;
}

function written(value: string | number): string {
  return typeof value === 'number' ? numberFormat.format(value) : value;
}

function render(
  parts: Part[],
  values: MessageValues | undefined,
  language: Language,
  count: number | null,
): string {
  let out = '';
  for (const part of parts) {
    switch (part.kind) {
      case 'text':
        out += part.text;
        break;
      case 'value':
        out += written(valueOf(values, part.name));
        break;
      case 'count':
        out += count === null ? '#' : numberFormat.format(count);
        break;
      case 'plural': {
        const number = Number(valueOf(values, part.name));
        const chosen =
          part.cases.get(`=${number}`) ??
          part.cases.get(pluralRulesOf(language).select(number)) ??
          part.cases.get('other')!;
        out += render(chosen, values, language, number);
        break;
      }
      case 'select': {
        const key = String(valueOf(values, part.name));
        out += render(part.cases.get(key) ?? part.cases.get('other')!, values, language, count);
        break;
      }
    }
  }
  return out;
}

/**
 * `template` with `values` put in, in `language`'s plural rules. Throws MissingMessageValue or
 * MalformedMessage; translate() turns either into the English text.
 */
export function formatMessage(
  template: string,
  values: MessageValues | undefined,
  language: Language,
): string {
  return render(partsOf(template), values, language, null);
}
