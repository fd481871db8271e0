// Noto Sans Devanagari, served with the app (no third-party CDN), only its Devanagari subset, loaded only
// with Hindi or Marathi. index.css names the family after the Latin one, so Latin text keeps its font.
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-500.css';
import '@fontsource/noto-sans-devanagari/devanagari-600.css';
import '@fontsource/noto-sans-devanagari/devanagari-700.css';
