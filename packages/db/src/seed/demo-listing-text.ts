import { escapeHtml } from '@carmarket/shared/escape-html';
import { COLOUR_LABELS, type ModelSpec } from './catalogue';
import type { ConditionName } from './reference-names';
import type { Rng } from './demo-random';

/** A demo listing's title suffix and description, plain or rich, from the facts of its car. */

const miles = new Intl.NumberFormat('en-US');
const TITLE_SUFFIX: Record<ConditionName, readonly string[]> = {
  'Brand New': ['Brand New', 'Brand New, Agent Warranty', 'Brand New, Free Registration'],
  Unregistered: ['Unregistered', 'Unregistered, Fresh Import', 'Unregistered, Auction Grade 4.5'],
  Used: [
    'Excellent Condition',
    'Well Maintained',
    'First Owner',
    'Full Option',
    'Mint Condition',
    'Genuine Mileage',
    'Urgent Sale',
  ],
};
/** Suffixes that only fit cars and vans. */
const CAR_SUFFIX = ['Company Maintained', 'Lady Driven', 'Doctor Owned'] as const;

export function titleSuffix(
  rng: Rng,
  spec: ModelSpec,
  condition: ConditionName,
  mileage: number,
  age: number,
) {
  if (!rng.chance(0.75)) return '';
  const options: string[] = [...TITLE_SUFFIX[condition]];
  if (condition === 'Used') {
    if (spec.type !== 'Motorbike' && spec.type !== 'Three Wheeler') options.push(...CAR_SUFFIX);
    if (mileage / Math.max(1, age) < 5_000) options.push('Low Mileage', 'Low Mileage');
  }
  return ` – ${rng.pick(options)}`;
}

interface DescriptionFacts {
  spec: ModelSpec;
  trim: string;
  year: number;
  condition: ConditionName;
  mileage: number;
  colour: string;
  city: string;
  fuel: string;
  transmission: string;
  cc: number;
  lease: boolean;
}

export function describe(rng: Rng, f: DescriptionFacts, rich: boolean): string {
  const name = `${f.spec.make} ${f.spec.model}${f.trim ? ` ${f.trim}` : ''}`;
  const colour = COLOUR_LABELS[f.colour] ?? f.colour;
  const opening =
    f.condition === 'Brand New'
      ? `Brand new ${f.year} ${name} in ${colour}, available now in ${f.city}.`
      : f.condition === 'Unregistered'
        ? `Unregistered ${f.year} ${name} in ${colour} with ${miles.format(f.mileage)} miles, ready for registration in your name.`
        : rng.pick([
            `${f.year} ${name} in ${colour} for sale in ${f.city}.`,
            `Very well maintained ${name} (${f.year}), ${colour}, only ${miles.format(f.mileage)} miles.`,
            `Selling my ${colour.toLowerCase()} ${name}, manufactured ${f.year}, used with great care.`,
          ]);
  const details: string[] = [];
  if (f.condition === 'Used') {
    details.push(
      rng.pick([
        'Serviced on time at the agent; all records available.',
        'Single owner, no accidents and original paint.',
        'New tyres and battery fitted recently.',
        'Used mainly for short trips and garaged at home.',
        'Interior and exterior in excellent condition.',
      ]),
    );
  } else if (f.condition === 'Brand New') {
    details.push('Full agent warranty and free first services included.');
  } else {
    details.push('Auction sheet and export certificate available for inspection.');
  }
  if (f.fuel === 'Hybrid' && f.condition !== 'Brand New') {
    details.push('Hybrid battery checked and in excellent health.');
  }
  if (f.fuel === 'Electric') details.push('Battery health around 85%; home charger included.');
  if (f.lease) details.push('Ongoing lease; the balance can be settled or transferred.');
  else if (rng.chance(0.4)) details.push('Leasing facilities can be arranged at low rates.');
  const closing = rng.pick([
    'Price slightly negotiable after inspection.',
    'Genuine buyers only, please.',
    'Call any time for an inspection.',
    'No brokers, please.',
  ]);
  const sentences = [opening, ...details.slice(0, 2), closing];
  if (!rich) return sentences.join(' ');

  const facts = [
    `<li><strong>Year:</strong> ${f.year}</li>`,
    `<li><strong>Mileage:</strong> ${miles.format(f.mileage)} miles</li>`,
    `<li><strong>Engine:</strong> ${f.cc > 0 ? `${miles.format(f.cc)} cc ` : ''}${escapeHtml(f.fuel)}, ${escapeHtml(f.transmission)}</li>`,
    `<li><strong>Colour:</strong> ${escapeHtml(colour)}</li>`,
  ];
  return (
    `<p>${escapeHtml(opening)}</p><ul>${facts.join('')}</ul>` +
    `<p>${escapeHtml([...details.slice(0, 2), closing].join(' '))}</p>`
  );
}
