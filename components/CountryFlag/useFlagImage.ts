import { useEffect, useSyncExternalStore, type RefObject } from 'react';

/** Flags loaded so far, as `data:` URLs by upper-case region code; shared by every CountryFlag. */
const images = new Map<string, string>();
const requested = new Set<string>();
/** Region codes whose flag module is on its way. */
const loading = new Set<string>();
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

async function requestFlag(code: string) {
  if (requested.has(code) || !/^[A-Z]{2}$/.test(code)) return;
  requested.add(code);
  loading.add(code);
  notify();
  try {
    // The table of loaders is itself a chunk, so importing CountryFlag costs neither it nor any flag.
    const { flagLoaders } = await import('./flagLoaders.js');
    const load = flagLoaders[code];
    if (!load) return;
    const { default: svg } = await load();
    images.set(code, `data:image/svg+xml,${encodeURIComponent(svg)}`);
  } catch {
    // A chunk that failed to arrive leaves the placeholder; the next flag that asks tries again.
    requested.delete(code);
  } finally {
    loading.delete(code);
    notify();
  }
}

export interface FlagImage {
  /** The flag as a `data:` URL; `undefined` while it loads and for codes with no flag. */
  image: string | undefined;
  /** Whether the flag's module is on its way. */
  loading: boolean;
}

/**
 * The flag of `regionCode` as an image URL, loaded once `box` comes near the viewport (so a list of
 * 245 countries fetches only the flags in view) as a module of its own, kept for every later flag of
 * that country.
 */
export function useFlagImage(regionCode: string, box: RefObject<Element | null>): FlagImage {
  const code = regionCode.toUpperCase();
  const image = useSyncExternalStore(
    subscribe,
    () => images.get(code),
    () => images.get(code),
  );
  const isLoading = useSyncExternalStore(
    subscribe,
    () => loading.has(code),
    () => false,
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
  return { image, loading: isLoading };
}
