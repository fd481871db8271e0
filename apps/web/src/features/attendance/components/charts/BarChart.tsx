import { useId } from 'react';
import { useT } from '../../../../lib/i18n/app';
import { PatternDefs, paintOf, type Fill } from './patterns';

export interface Bar {
  label: string;
  /** null: no data (drawn as an empty slot, read out as "no data"). */
  value: number | null;
  /** The value as printed above the bar and in the table. */
  display: string;
}

/**
 * Hand-written SVG bars with the value printed on each bar (colour is never the only signal). The SVG is
 * one image with a summary; a visually hidden table gives screen readers every value.
 */
export function BarChart({
  title,
  bars,
  max,
  summary,
  className,
  fill,
}: {
  title: string;
  bars: Bar[];
  max: number;
  summary: string;
  className: string;
  fill: Fill;
}) {
  const { t } = useT();
  const id = useId().replace(/:/g, '');
  const width = 40 * bars.length;
  const plot = 70;
  return (
    <figure className="grid gap-1">
      <figcaption className="text-sm font-medium">{title}</figcaption>
      <svg viewBox={`0 0 ${width} 100`} className="h-32 w-full max-w-md" role="img" aria-label={summary}>
        <PatternDefs idPrefix={id} />
        <line x1="0" x2={width} y1={plot + 12} y2={plot + 12} className="stroke-border" strokeWidth="1" />
        {bars.map((bar, i) => {
          const h = bar.value === null || max <= 0 ? 0 : Math.max(1, (bar.value / max) * plot);
          const x = i * 40 + 8;
          return (
            <g key={bar.label}>
              <rect
                x={x}
                y={plot + 12 - h}
                width="24"
                height={h}
                rx="2"
                className={className}
                fill={paintOf(fill, id)}
                stroke="currentColor"
                strokeWidth="0.75"
              />
              <text
                x={x + 12}
                y={plot + 8 - h}
                textAnchor="middle"
                className="fill-foreground text-[8px] tabular-nums"
              >
                {bar.value === null ? '–' : bar.display}
              </text>
              <text x={x + 12} y="96" textAnchor="middle" className="fill-muted-foreground text-[8px]">
                {bar.label}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="sr-only">
        <caption>{title}</caption>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.label}>
              <th scope="row">{bar.label}</th>
              <td>{bar.value === null ? t('charts.noData') : bar.display}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
