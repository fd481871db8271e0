/**
 * jsdom lacks what Radix's Select and Popover measure and scroll with. Call it in `beforeAll` of a test
 * file that opens them; it only fills gaps, so a real implementation always wins.
 */
export function polyfillRadixForJsdom(): void {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
