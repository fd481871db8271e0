import { describe, expect, it } from 'vitest';
import { stylesheetsFirst } from './stylesheet-first';

const built = `<head>
    <title>HRMS</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-vendor-b.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c.css">
  </head>`;

describe('stylesheetsFirst', () => {
  it('moves the stylesheet link before the entry script and its preloads, keeping everything else', () => {
    expect(stylesheetsFirst(built)).toBe(`<head>
    <title>HRMS</title>
    <link rel="stylesheet" crossorigin href="/assets/index-c.css">
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-vendor-b.js">
  </head>`);
  });

  it('leaves a page alone whose stylesheet already comes first, or that has no script or no stylesheet', () => {
    const once = stylesheetsFirst(built);
    expect(stylesheetsFirst(once)).toBe(once);
    const noScript = '<head>\n    <link rel="stylesheet" href="/a.css">\n  </head>';
    expect(stylesheetsFirst(noScript)).toBe(noScript);
    const noCss = '<head>\n    <script type="module" src="/a.js"></script>\n  </head>';
    expect(stylesheetsFirst(noCss)).toBe(noCss);
  });
});
