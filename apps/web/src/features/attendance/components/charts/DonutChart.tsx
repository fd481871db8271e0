import { useId } from 'react';
import { PatternDefs, Swatch, paintOf, type Fill } from './patterns';

export interface DonutSegment {
  label: string;
  value: number;
  /** A text-* class: the segment's colour (drawn in currentColor). */
  className: string;
  fill: Fill;
}

const R = 42;
const CIRCUMFERENCE = 2 * Math.PI * R;

/**
 * A hand-written SVG ring (no chart library: a few dozen lines, nothing added to any bundle).
 * The SVG is one image with a spoken summary; the legend beside it is real text with every number.
 */
export function DonutChart({
  segments,
  summary,
  centre,
  centreCaption,
}: {
  segments: DonutSegment[];
  /** Spoken summary, e.g. "This month: 12 present, 1 absent, ...". */
  summary: string;
  centre: string;
  centreCaption: string;
}) {
  const id = useId().replace(/:/g, '');
  const total = segments.reduce((sum, s) => sum + s.value, 0);
  let offset = 0;
  return (
    <div className="flex flex-wrap items-center gap-4">
      <svg viewBox="0 0 100 100" className="size-32 shrink-0" role="img" aria-label={summary}>
        <PatternDefs idPrefix={id} />
        <circle
          cx="50"
          cy="50"
          r={R}
          fill="none"
          className="text-muted"
          stroke="currentColor"
          strokeWidth="14"
        />
        {total > 0 &&
          segments.map((segment) => {
            const length = (segment.value / total) * CIRCUMFERENCE;
            const circle = (
              <circle
                key={segment.label}
                cx="50"
                cy="50"
                r={R}
                fill="none"
                className={segment.className}
                stroke={paintOf(segment.fill, id)}
                strokeWidth="14"
                strokeDasharray={`${length} ${CIRCUMFERENCE - length}`}
                strokeDashoffset={-offset}
                transform="rotate(-90 50 50)"
              />
            );
            offset += length;
            return segment.value > 0 ? circle : null;
          })}
        <text x="50" y="49" textAnchor="middle" className="fill-foreground text-[18px] font-semibold">
          {centre}
        </text>
        <text x="50" y="63" textAnchor="middle" className="fill-muted-foreground text-[8px]">
          {centreCaption}
        </text>
      </svg>
      <ul className="grid min-w-40 flex-1 gap-1.5 text-sm">
        {segments.map((segment, index) => (
          <li key={segment.label} className="flex items-center gap-2">
            <Swatch
              fill={segment.fill}
              className={segment.className}
              // By position: a label in Devanagari has no \w characters to make an id of.
              idPrefix={`${id}-${index}`}
            />
            <span className="flex-1">{segment.label}</span>
            <span className="font-medium tabular-nums">{segment.value}</span>
            <span className="w-10 text-right text-xs text-muted-foreground tabular-nums">
              {total > 0 ? `${Math.round((segment.value / total) * 100)}%` : '–'}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
