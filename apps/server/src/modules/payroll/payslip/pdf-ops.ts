import { deflateSync } from 'node:zlib';
import { PDFHexString, StandardFontEmbedder, type RGB, type StandardFonts } from 'pdf-lib';

/*
 * The payslip's PDF written directly (docs/payroll.md, "Throughput"): content-stream operators as text,
 * and for a payslip that needs only the standard fonts the whole one-page file by hand. pdf-lib's drawText
 * encoded and measured every string through glyph objects and built an operator object per argument:
 * about 5 ms of CPU a payslip. Here the Helvetica metrics are looked up in tables built once per process,
 * and the file's fixed objects are a template; only the page's operators and the title vary per payslip.
 */

/** A number as a PDF operand: at most 4 decimals, never in exponent notation. */
export function num(n: number): string {
  const rounded = Math.round(n * 10_000) / 10_000;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

export const rgbOps = (color: RGB, op: 'rg' | 'RG') =>
  `${num(color.red)} ${num(color.green)} ${num(color.blue)} ${op}`;

/** Helvetica metrics (WinAnsi codes, advance widths, kerning) for fast measuring and encoding. */
export class StandardMetrics {
  /** Unicode code point -> WinAnsi code; -1 when WinAnsi has no such character. */
  private readonly codes = new Map<number, number>();
  /** Advance width in 1/1000 em by WinAnsi code. */
  private readonly widths = new Float64Array(256);
  /** Kerning (1/1000 em) by left code * 256 + right code; NaN: not looked up yet. */
  private readonly kerning = new Float64Array(65_536).fill(Number.NaN);
  private readonly names: string[] = new Array<string>(256);
  private readonly embedder: StandardFontEmbedder;

  constructor(font: StandardFonts.Helvetica | StandardFonts.HelveticaBold) {
    // pdf-lib's StandardFonts and standard-fonts' FontNames are the same strings under two enum types.
    this.embedder = StandardFontEmbedder.for(
      font as unknown as Parameters<typeof StandardFontEmbedder.for>[0],
    );
  }

  /** The WinAnsi code of a character, or -1. */
  code(cp: number): number {
    let code = this.codes.get(cp);
    if (code === undefined) {
      if (this.embedder.encoding.canEncodeUnicodeCodePoint(cp)) {
        const glyph = this.embedder.encoding.encodeUnicodeCodePoint(cp);
        code = glyph.code;
        this.names[code] = glyph.name;
        this.widths[code] = this.embedder.font.getWidthOfGlyph(glyph.name) ?? 0;
      } else code = -1;
      this.codes.set(cp, code);
    }
    return code;
  }

  private kern(left: number, right: number): number {
    const key = left * 256 + right;
    let k = this.kerning[key]!;
    if (Number.isNaN(k)) {
      k = this.embedder.font.getXAxisKerningForPair(this.names[left]!, this.names[right]!) ?? 0;
      this.kerning[key] = k;
    }
    return k;
  }

  /** As pdf-lib's widthOfTextAtSize (kerning counted in the width, as there). Text must be WinAnsi. */
  width(text: string, size: number): number {
    let total = 0;
    let previous = -1;
    for (let i = 0; i < text.length; i += 1) {
      const code = this.code(text.charCodeAt(i));
      if (previous >= 0) total += this.kern(previous, code);
      total += this.widths[code]!;
      previous = code;
    }
    return (total * size) / 1000;
  }

  /** '<hex>' of the text's WinAnsi codes, as pdf-lib writes a Tj operand. */
  hex(text: string): string {
    let out = '<';
    for (let i = 0; i < text.length; i += 1) out += HEX[this.code(text.charCodeAt(i))];
    return `${out}>`;
  }
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).toUpperCase().padStart(2, '0'));

/** Resource names of the fonts and the graphics state every payslip page has. */
export const FONT_REGULAR = 'F1';
export const FONT_BOLD = 'F2';
/** Stroking opacity 0.35 (the pay table's middle line). */
export const GS_FAINT = 'GS1';
export const FAINT_OPACITY = 0.35;

const latin1 = (text: string) => Buffer.from(text, 'latin1');

/**
 * One-page PDF with Helvetica and Helvetica-Bold (WinAnsi) and the faint graphics state: the objects
 * other than the content stream and the title are the same for every payslip.
 */
export function standardFontsPdf(title: string, content: string): Uint8Array {
  const stream = deflateSync(latin1(content));
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R /ViewerPreferences << /DisplayDocTitle true >> >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595.28 841.89] /Resources << /Font << /${FONT_REGULAR} 4 0 R /${FONT_BOLD} 5 0 R >> /ExtGState << /${GS_FAINT} 6 0 R >> >> /Contents 7 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Type /ExtGState /CA ${FAINT_OPACITY} >>`,
    null, // the content stream
    `<< /Title ${PDFHexString.fromText(title).toString()} /Producer (HRMS) >>`,
  ];
  const parts: Buffer[] = [latin1('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const chunk =
      body === null
        ? Buffer.concat([
            latin1(`${i + 1} 0 obj\n<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`),
            stream,
            latin1('\nendstream\nendobj\n'),
          ])
        : latin1(`${i + 1} 0 obj\n${body}\nendobj\n`);
    parts.push(chunk);
    offset += chunk.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>`,
    'startxref',
    String(offset),
    '%%EOF',
  ].join('\n');
  parts.push(latin1(xref));
  return new Uint8Array(Buffer.concat(parts));
}
