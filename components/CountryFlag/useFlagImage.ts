import { useEffect, useSyncExternalStore, type RefObject } from 'react';

/** Flags loaded so far, as `data:` URLs by upper-case region code; shared by every CountryFlag. */
const images = new Map<string, string>();
const requested = new Set<string>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

async function requestFlag(code: string) {
  if (requested.has(code) || !/^[A-Z]{2}$/.test(code)) return;
  requested.add(code);
  try {
    // The table of loaders is itself a chunk, so importing CountryFlag costs neither it nor any flag.
    const { flagLoaders } = await import('./flagLoaders.js');
    const load = flagLoaders[code];
    if (!load) return;
    const { default: svg } = await load();
    images.set(code, `data:image/svg+xml,${encodeURIComponent(svg)}`);
    for (const listener of listeners) listener();
  } catch {
    // A chunk that failed to arrive leaves the placeholder; the next flag that asks tries again.
    requested.delete(code);
  }
}

/**
 * The flag of `regionCode` as an image URL, loaded once `box` comes near the viewport (so a list of
 * 245 countries fetches only the flags in view) as a module of its own, kept for every later flag of
 * that country. `undefined` while it loads and for codes with no flag.
 */
export function useFlagImage(regionCode: string, box: RefObject<Element | null>): string | undefined {
  const code = regionCode.toUpperCase();
  const image = useSyncExternalStore(
    subscribe,
    () => images.get(code),
    () => images.get(code),
  );
  useEffect(() => {
    if (images.has(code)) return;
    const element = box.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      void requestFlag(code);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void requestFlag(code);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [code, box]);
  return image;
}
