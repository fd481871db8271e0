import { PDFHexString, StandardFonts, rgb, type PDFFont, type RGB } from 'pdf-lib';
import { textRuns } from './payslip-fonts.ts';
import { FONT_BOLD, FONT_REGULAR, GS_FAINT, StandardMetrics, num, rgbOps } from './pdf-ops.ts';
import { rupeeOperators, rupeeWidth } from './rupee-glyph.ts';

/** A4 in points. */
export const A4 = { width: 595.28, height: 841.89, margin: 40 } as const;
export const INK = rgb(0.12, 0.14, 0.18);
export const MUTED = rgb(0.38, 0.42, 0.48);
export const RULE = rgb(0.8, 0.82, 0.86);
export const SHADE = rgb(0.95, 0.96, 0.97);

export interface TextOptions {
  x: number;
  y: number;
  size: number;
  bold?: boolean;
  color?: RGB;
  /** x is the right edge instead of the left. */
  alignRight?: boolean;
  /** Shrinks the size (down to 6 pt) until the text fits. */
  maxWidth?: number;
}

/** A Noto subset embedded in the payslip's document, with its resource name on the page. */
export interface NotoFont {
  font: PDFFont;
  resource: string;
}

/** The standard fonts' metrics, built once per process (thread) and shared by every payslip. */
const STANDARD = {
  regular: { metrics: new StandardMetrics(StandardFonts.Helvetica), resource: FONT_REGULAR },
  bold: { metrics: new StandardMetrics(StandardFonts.HelveticaBold), resource: FONT_BOLD },
};

/** Every character has a WinAnsi code (the same table for both weights): Helvetica draws it. */
function isStandard(text: string): boolean {
  const metrics = STANDARD.regular.metrics;
  for (let i = 0; i < text.length; i += 1) if (metrics.code(text.charCodeAt(i)) < 0) return false;
  return true;
}

/**
 * Writes one page's content-stream operators (pdf-ops.ts): Helvetica for WinAnsi text, measured and
 * encoded from tables built once; Noto subsets (embedded by the caller, keyed 'face:weight') for the rest.
 * Each run drawn in a Noto font is wrapped in a marked-content span whose ActualText is the run's text, so
 * copying or extracting it gives back the characters as typed rather than the glyphs' visual order
 * (Devanagari's short i is drawn first).
 */
export class Pen {
  private readonly ops: string[] = [];
  // A plain field, not a parameter property: the render threads load this file with Node's own type
  // stripping (payslip-pool.ts), which takes erasable TypeScript only.
  private readonly noto: ReadonlyMap<string, NotoFont>;

  constructor(noto: ReadonlyMap<string, NotoFont> = new Map()) {
    this.noto = noto;
  }

  /** The page's operators so far. */
  content(): string {
    return this.ops.join('\n');
  }

  private notoFont(face: string, bold: boolean): NotoFont {
    const font = this.noto.get(`${face}:${bold ? 'bold' : 'regular'}`);
    if (!font) throw new Error(`Font ${face} was not prepared`);
    return font;
  }

  width(text: string, size: number, bold = false): number {
    const standard = STANDARD[bold ? 'bold' : 'regular'].metrics;
    if (isStandard(text)) return standard.width(text, size);
    let width = 0;
    for (const run of textRuns(text)) {
      width +=
        run.face === null
          ? standard.width(run.text, size)
          : this.notoFont(run.face, bold).font.widthOfTextAtSize(run.text, size);
    }
    return width;
  }

  private show(resource: string, size: number, x: number, y: number, color: RGB, encoded: string): void {
    this.ops.push(
      `BT ${rgbOps(color, 'rg')} /${resource} ${num(size)} Tf 1 0 0 1 ${num(x)} ${num(y)} Tm ${encoded} Tj ET`,
    );
  }

  /** Draws text; returns its width. */
  text(text: string, options: TextOptions): number {
    const bold = options.bold ?? false;
    const standard = STANDARD[bold ? 'bold' : 'regular'];
    const color = options.color ?? INK;
    let size = options.size;
    let width = this.width(text, size, bold);
    if (options.maxWidth !== undefined && width > options.maxWidth) {
      size = Math.max(6, (size * options.maxWidth) / width);
      width = this.width(text, size, bold);
    }
    let x = options.alignRight ? options.x - width : options.x;
    if (isStandard(text)) {
      if (text) this.show(standard.resource, size, x, options.y, color, standard.metrics.hex(text));
      return width;
    }
    for (const run of textRuns(text)) {
      if (run.face === null) {
        this.show(standard.resource, size, x, options.y, color, standard.metrics.hex(run.text));
        x += standard.metrics.width(run.text, size);
        continue;
      }
      const { font, resource } = this.notoFont(run.face, bold);
      this.ops.push(`/Span << /ActualText ${PDFHexString.fromText(run.text).toString()} >> BDC`);
      this.show(resource, size, x, options.y, color, font.encodeText(run.text).toString());
      this.ops.push('EMC');
      x += font.widthOfTextAtSize(run.text, size);
    }
    return width;
  }

  /** '₹' + Indian-grouped figures; x is the right edge when alignRight. Returns the width. */
  money(amount: string, options: TextOptions): number {
    const bold = options.bold ?? false;
    const { metrics, resource } = STANDARD[bold ? 'bold' : 'regular'];
    const color = options.color ?? INK;
    const sign = rupeeWidth(options.size, bold);
    // Devanagari digits (the organisation's choice, issue 47) are drawn in the Noto face after the sign.
    const standard = isStandard(amount);
    const width =
      sign + (standard ? metrics.width(amount, options.size) : this.width(amount, options.size, bold));
    const x = options.alignRight ? options.x - width : options.x;
    this.ops.push(rupeeOperators(x, options.y, options.size, bold, color));
    if (standard) this.show(resource, options.size, x + sign, options.y, color, metrics.hex(amount));
    else this.text(amount, { x: x + sign, y: options.y, size: options.size, bold, color });
    return width;
  }

  /** A straight line; `faint` draws it at the page's faint stroking opacity. */
  line(
    from: { x: number; y: number },
    to: { x: number; y: number },
    thickness: number,
    color: RGB,
    faint = false,
  ) {
    this.ops.push(
      `q ${faint ? `/${GS_FAINT} gs ` : ''}${rgbOps(color, 'RG')} ${num(thickness)} w ${num(from.x)} ${num(from.y)} m ${num(to.x)} ${num(to.y)} l S Q`,
    );
  }

  rule(y: number, from: number = A4.margin, to: number = A4.width - A4.margin, thickness = 0.7): void {
    this.line({ x: from, y }, { x: to, y }, thickness, RULE);
  }

  shade(x: number, y: number, width: number, height: number): void {
    this.ops.push(`q ${rgbOps(SHADE, 'rg')} ${num(x)} ${num(y)} ${num(width)} ${num(height)} re f Q`);
  }

  /** Wraps text on spaces (or the given separator) to lines at most maxWidth wide; at most maxLines. */
  wrap(text: string, size: number, maxWidth: number, maxLines: number, separator = ' '): string[] {
    const lines: string[] = [];
    for (const part of text.split(separator)) {
      const last = lines[lines.length - 1];
      const joined = last === undefined ? part : `${last}${separator}${part}`;
      if (last !== undefined && this.width(joined, size) <= maxWidth) lines[lines.length - 1] = joined;
      else lines.push(part);
    }
    if (lines.length <= maxLines) return lines;
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!} ...`;
    return kept;
  }
}
