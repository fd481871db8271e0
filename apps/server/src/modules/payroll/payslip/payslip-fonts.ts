import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type Fontkit from '@pdf-lib/fontkit';
import { StandardFontEmbedder, StandardFonts } from 'pdf-lib';

/*
 * Which font draws which text on a payslip (docs/payroll.md, "Names in Indian scripts"). Text that
 * WinAnsi encodes (English names, figures, labels) stays in the standard Helvetica: nothing embedded,
 * the fast path. Anything else is drawn with a SUBSET of a Noto font (SIL Open Font Licence, from npm):
 * Tamil letters with Noto Sans Tamil, everything else (Devanagari, and Latin with diacritics such as
 * 'Śrī Rāmānujan', which Noto Sans Devanagari also covers) with Noto Sans Devanagari. A new script is one
 * entry in FACES and one font package.
 */

export type Weight = 'regular' | 'bold';

interface Face {
  id: string;
  /** Code point ranges this face is chosen for (inclusive). */
  ranges: readonly (readonly [number, number])[];
  files: Record<Weight, string>;
}

const FACES: readonly Face[] = [
  {
    id: 'tamil',
    ranges: [[0x0b80, 0x0bff]],
    files: {
      regular: '@expo-google-fonts/noto-sans-tamil/400Regular/NotoSansTamil_400Regular.ttf',
      bold: '@expo-google-fonts/noto-sans-tamil/700Bold/NotoSansTamil_700Bold.ttf',
    },
  },
  {
    // The default face for non-WinAnsi text: it also has Latin, Latin-1 and most Latin Extended-A.
    id: 'devanagari',
    ranges: [
      [0x0900, 0x097f],
      [0xa8e0, 0xa8ff],
      [0x1cd0, 0x1cff],
    ],
    files: {
      regular: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
      bold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
    },
  },
];
const DEFAULT_FACE = FACES[FACES.length - 1]!;

/** A stretch of text drawn with one font: the standard Helvetica, or a Noto face. */
export interface TextRun {
  text: string;
  /** null: Helvetica (WinAnsi). */
  face: string | null;
}

const require = createRequire(import.meta.url);

let loadedFontkit: typeof Fontkit | null = null;

/**
 * pdf-lib's fontkit, for PDFDocument.registerFontkit and the Noto faces' character sets: loaded the first
 * time a text needs a Noto face, so a process (a render thread) that only ever draws WinAnsi text never
 * holds it (about 20 MB a thread: bench/RESULTS.md). fontkit's Indic shaper (Devanagari, Tamil) runs a
 * regenerator-compiled state machine that expects the runtime as a global; without it any conjunct throws
 * 'regeneratorRuntime is not defined', so the runtime is loaded first.
 */
export function fontkit(): typeof Fontkit {
  if (!loadedFontkit) {
    require('regenerator-runtime/runtime.js');
    const real = require('@pdf-lib/fontkit') as typeof Fontkit;
    // pdf-lib parses the font file again for every document it embeds it in, and fontkit decodes the
    // shaping tables anew for each parse: about 70 ms of a Devanagari payslip's 80. The parsed font of each
    // file is kept (files come from faceBytes, one array per face and weight); each document still takes
    // its own subset of it, and nothing in embedding changes the parsed font.
    const parsed = new WeakMap<Uint8Array, ReturnType<typeof real.create>>();
    loadedFontkit = {
      ...real,
      create(bytes: Uint8Array, postscriptName?: string) {
        if (postscriptName !== undefined) return real.create(bytes, postscriptName);
        let font = parsed.get(bytes);
        if (!font) {
          font = real.create(bytes);
          parsed.set(bytes, font);
        }
        return font;
      },
    };
  }
  return loadedFontkit;
}
const bytesCache = new Map<string, Uint8Array>();
const charsetCache = new Map<string, Set<number>>();

/** The font file's bytes, read once per process (each PDF embeds its own subset of them). */
export function faceBytes(face: string, weight: Weight): Uint8Array {
  const key = `${face}:${weight}`;
  let bytes = bytesCache.get(key);
  if (!bytes) {
    const file = FACES.find((f) => f.id === face)?.files[weight];
    if (!file) throw new Error(`No font face ${face}`);
    bytes = readFileSync(require.resolve(file));
    bytesCache.set(key, bytes);
  }
  return bytes;
}

function faceCharset(face: string): Set<number> {
  let set = charsetCache.get(face);
  if (!set) {
    set = new Set(fontkit().create(faceBytes(face, 'regular')).characterSet);
    charsetCache.set(face, set);
  }
  return set;
}

// pdf-lib's StandardFonts and standard-fonts' FontNames are the same strings under two enum types.
const WIN_ANSI = StandardFontEmbedder.for(
  StandardFonts.Helvetica as unknown as Parameters<typeof StandardFontEmbedder.for>[0],
).encoding;
const winAnsi = (cp: number) => WIN_ANSI.canEncodeUnicodeCodePoint(cp);

/** True when the standard fonts can draw every character: no font needs embedding. */
export function isWinAnsi(text: string): boolean {
  for (const ch of text) if (!winAnsi(ch.codePointAt(0)!)) return false;
  return true;
}

/** Spaces, digits, punctuation, joiners and combining marks go with the run around them. */
const NEUTRAL = /^[\s\d\p{P}\p{S}\p{M}\u200c\u200d]$/u;

function faceOf(cp: number): Face {
  return FACES.find((face) => face.ranges.some(([from, to]) => cp >= from && cp <= to)) ?? DEFAULT_FACE;
}

/**
 * What the face can draw of one character: itself; else its decomposition without the marks the face
 * lacks ('ṛ' -> 'r' in Noto Sans Devanagari, which has no dot below); else '?'.
 */
function drawable(ch: string, charset: Set<number>): string {
  if (charset.has(ch.codePointAt(0)!)) return ch;
  const parts = [...ch.normalize('NFD')].filter((part) => charset.has(part.codePointAt(0)!));
  const base = parts[0];
  return base !== undefined && !/\p{M}/u.test(base) ? parts.join('') : '?';
}

/** Splits text into runs by the font that draws them; a WinAnsi text is one Helvetica run. */
export function textRuns(text: string): TextRun[] {
  if (isWinAnsi(text)) return text ? [{ text, face: null }] : [];
  const runs: { text: string; face: Face }[] = [];
  let pending = ''; // neutral characters before the first letter
  for (const ch of text.normalize('NFC')) {
    const last = runs[runs.length - 1];
    if (NEUTRAL.test(ch)) {
      if (last) last.text += ch;
      else pending += ch;
      continue;
    }
    const face = faceOf(ch.codePointAt(0)!);
    if (last && last.face === face) last.text += ch;
    else if (!last) runs.push({ text: pending + ch, face });
    else runs.push({ text: ch, face });
  }
  if (runs.length === 0) runs.push({ text: pending, face: DEFAULT_FACE });
  return runs.map((run) => {
    const charset = faceCharset(run.face.id);
    return { text: [...run.text].map((ch) => drawable(ch, charset)).join(''), face: run.face.id };
  });
}
