/**
 * jsdom has no matchMedia; this one evaluates min-width/max-width queries against innerWidth,
 * which is what the layout tests change.
 */
export function installMatchMedia() {
  window.matchMedia = (query: string): MediaQueryList => {
    const min = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    const width = window.innerWidth;
    const matches =
      (min ? width >= Number(min[1]) : true) && (max ? width <= Number(max[1]) : true);
    // addListener/removeListener are the deprecated spellings some libraries still call.
    const list = {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
    return Object.assign(list, {
      addListener: () => undefined,
      removeListener: () => undefined,
    }) as MediaQueryList;
  };
}
