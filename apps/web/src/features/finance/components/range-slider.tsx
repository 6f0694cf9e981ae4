import { useId } from 'react';
import { cn } from '../../../lib/cn';

interface RangeSliderProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  /** How the value reads on screen and to screen readers. */
  format: (value: number) => string;
  onChange: (value: number) => void;
}

/** A labelled native range input (arrow keys, Page Up/Down, Home/End) with its value shown. */
export function RangeSlider({ label, value, min, max, step, format, onChange }: RangeSliderProps) {
  const id = useId();
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          {label}
        </label>
        <output htmlFor={id} className="text-lg font-bold text-brand-800 tabular-nums">
          {format(value)}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={format(value)}
        onChange={(event) => onChange(event.currentTarget.valueAsNumber)}
        className={cn(
          'mt-3 block h-2 w-full cursor-pointer appearance-auto accent-brand-700',
          'rounded-full focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-4 focus-visible:outline-none',
        )}
      />
      <div aria-hidden className="mt-2 flex justify-between text-xs text-slate-500 tabular-nums">
        <span>{format(min)}</span>
        <span>{format(max)}</span>
      </div>
    </div>
  );
}
