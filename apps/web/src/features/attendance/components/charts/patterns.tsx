/**
 * Fills that differ by shape as well as colour (WCAG 1.4.1): a chart stays readable in greyscale and for
 * people who do not tell red from green. Each fill draws in currentColor, so a text-* class colours it.
 */
export type Fill = 'solid' | 'stripes' | 'dots' | 'cross' | 'none';

export function PatternDefs({ idPrefix }: { idPrefix: string }) {
  return (
    <defs>
      <pattern
        id={`${idPrefix}-stripes`}
        width="6"
        height="6"
        patternUnits="userSpaceOnUse"
        patternTransform="rotate(45)"
      >
        <rect width="6" height="6" fill="currentColor" opacity="0.35" />
        <rect width="3" height="6" fill="currentColor" />
      </pattern>
      <pattern id={`${idPrefix}-dots`} width="5" height="5" patternUnits="userSpaceOnUse">
        <rect width="5" height="5" fill="currentColor" opacity="0.3" />
        <circle cx="2.5" cy="2.5" r="1.6" fill="currentColor" />
      </pattern>
      <pattern id={`${idPrefix}-cross`} width="6" height="6" patternUnits="userSpaceOnUse">
        <rect width="6" height="6" fill="currentColor" opacity="0.25" />
        <path d="M0 3h6M3 0v6" stroke="currentColor" strokeWidth="1.4" />
      </pattern>
    </defs>
  );
}

export const paintOf = (fill: Fill, idPrefix: string): string =>
  fill === 'solid' ? 'currentColor' : fill === 'none' ? 'transparent' : `url(#${idPrefix}-${fill})`;

/** A small legend swatch with the same fill as its segment. */
export function Swatch({ fill, className, idPrefix }: { fill: Fill; className: string; idPrefix: string }) {
  return (
    <svg width="14" height="14" aria-hidden="true" className={`shrink-0 ${className}`}>
      <PatternDefs idPrefix={`${idPrefix}-sw`} />
      <rect
        x="0.5"
        y="0.5"
        width="13"
        height="13"
        rx="3"
        fill={paintOf(fill, `${idPrefix}-sw`)}
        stroke="currentColor"
        strokeWidth={fill === 'none' ? 1 : 0}
      />
    </svg>
  );
}
