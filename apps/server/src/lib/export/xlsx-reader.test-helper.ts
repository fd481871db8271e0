import { strFromU8, unzipSync } from 'fflate';

/**
 * Reads back the first sheet of an .xlsx as rows of text (tests only): shared strings and inline strings
 * resolved, numbers as written, plus each cell's type attribute and style index so tests can check typing.
 */
export function readXlsx(body: Buffer): {
  files: string[];
  rows: Array<Array<{ ref: string; type: string; text: string }>>;
  sheetXml: string;
} {
  const files = unzipSync(new Uint8Array(body));
  const sheetXml = strFromU8(files['xl/worksheets/sheet1.xml']!);
  const sharedXml = files['xl/sharedStrings.xml'] ? strFromU8(files['xl/sharedStrings.xml']) : '';
  const shared = [...sharedXml.matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) => textOf(m[1]!));
  const rows = [...sheetXml.matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)].map((row) =>
    [...row[1]!.matchAll(/<c r="([A-Z]+\d+)"([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)].map((cell) => {
      const attrs = cell[2] ?? '';
      const type = /t="(\w+)"/.exec(attrs)?.[1] ?? 'n';
      const inner = cell[3] ?? '';
      const value = /<v>([\s\S]*?)<\/v>/.exec(inner)?.[1] ?? '';
      const text =
        type === 's' ? (shared[Number(value)] ?? '') : type === 'inlineStr' ? textOf(inner) : value;
      return { ref: cell[1]!, type, text };
    }),
  );
  return { files: Object.keys(files), rows, sheetXml };
}

function textOf(xml: string): string {
  return [...xml.matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)]
    .map((m) => m[1]!)
    .join('')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}
