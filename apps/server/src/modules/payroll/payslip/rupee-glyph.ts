import type { RGB } from 'pdf-lib';
import { num, rgbOps } from './pdf-ops.ts';

/**
 * The standard PDF fonts (Helvetica) cannot encode ₹ (U+20B9), and embedding a TrueType font that
 * has it costs about 15-30 ms per payslip for subsetting (measured; docs/payroll.md). So payslips use
 * Helvetica for text and draw the rupee sign as a vector outline: the glyph of DejaVu Sans
 * (fonts-dejavu-core, Bitstream Vera licence, free to copy) in font units (2048 per em), y down. Its
 * quadratic curves are written as cubic ones (the PDF operator set has only cubic curves).
 */
const RUPEE = {
  regular: {
    advance: 1303,
    path: 'M106 -1370L161 -1493L1199 -1493L1144 -1370L790 -1370C842.7 -1318 876 -1249 890 -1163L1199 -1163L1144 -1040L898 -1040C894.7 -956 872.7 -885.7 832 -829C788.7 -767 725.3 -724 642 -700C685.3 -685.3 727.3 -654 768 -606C807.3 -560.7 848.7 -494.7 892 -408L1097 0L880 0L689 -383C639 -483.7 591.3 -550 546 -582C499.3 -614.7 436 -631 356 -631L136 -631L136 -797L390 -797C487.3 -797 560.7 -819.3 610 -864C655.3 -905.3 680 -964 684 -1040L106 -1040L161 -1163L673 -1163C661 -1207.7 640 -1247.3 610 -1282C560.7 -1340.7 487.3 -1370 390 -1370Z',
  },
  bold: {
    advance: 1425,
    path: 'M103 -1298L191 -1493L1325 -1493L1239 -1298L923 -1298C944.3 -1260.7 959 -1217.3 967 -1168L1325 -1168L1239 -973L962 -973C950.7 -921.7 930.7 -876.7 902 -838C854 -774.7 782 -728 686 -698C738.7 -686 786 -658.7 828 -616C870 -573.3 912 -509.3 954 -424L1163 0L753 0L571 -371C534.3 -445.7 497.2 -496.7 459.5 -524C421.8 -551.3 371.7 -565 309 -565L159 -565L159 -831L362 -831C442.7 -831 500.7 -853.3 536 -898C553.3 -920 566.3 -945 575 -973L103 -973L191 -1168L572 -1168C563.3 -1192.7 551.3 -1214.7 536 -1234C500.7 -1276.7 442.7 -1298 362 -1298Z',
  },
} as const;

const UNITS_PER_EM = 2048;
/** DejaVu's glyphs are drawn larger than Helvetica's at the same size; this matches cap heights. */
const OPTICAL_SCALE = 0.98;

export function rupeeWidth(size: number, bold: boolean): number {
  return (RUPEE[bold ? 'bold' : 'regular'].advance * size * OPTICAL_SCALE) / UNITS_PER_EM;
}

/**
 * The outline's path operators in font units, written once per weight: parsing the SVG path for every ₹
 * was about a sixth of a payslip's drawing (measured). The path has only absolute M, L, C and Z commands.
 */
function outlineOperators(path: string): string {
  const operators: string[] = [];
  for (const [, command, args] of path.matchAll(/([MLCZ])([^MLCZ]*)/g)) {
    const n = (args ?? '')
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((value) => num(Number(value)));
    if (command === 'M') operators.push(`${n[0]} ${n[1]} m`);
    else if (command === 'L') operators.push(`${n[0]} ${n[1]} l`);
    else if (command === 'C') operators.push(`${n.join(' ')} c`);
    else operators.push('h');
  }
  return operators.join(' ');
}

const OUTLINES = {
  regular: outlineOperators(RUPEE.regular.path),
  bold: outlineOperators(RUPEE.bold.path),
};

/**
 * The operators that fill '₹' with its baseline's left end at (x, y) in the given colour: the outline
 * scaled from font units, SVG's downward y axis flipped (as pdf-lib's drawSvgPath does).
 */
export function rupeeOperators(x: number, y: number, size: number, bold: boolean, color: RGB): string {
  const factor = (size * OPTICAL_SCALE) / UNITS_PER_EM;
  const f = factor.toFixed(7); // font units to points: 4 decimals would shrink the sign visibly
  return `q ${f} 0 0 -${f} ${num(x)} ${num(y)} cm ${rgbOps(color, 'rg')} ${OUTLINES[bold ? 'bold' : 'regular']} f Q`;
}
