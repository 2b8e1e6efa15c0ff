import { useState } from 'react';

/**
 * A value the grid's owner controls (`value` given) or leaves to the grid (kept here, from `initial()`),
 * `onChange` told of every new one: all the grid needs of react-stately's useControlledState, without its
 * bytes in the grid's import cost.
 */
export function useControllableState<T>(
  value: T | undefined,
  initial: () => T,
  onChange: ((next: T) => void) | undefined,
): [T, (next: T) => void] {
  const [own, setOwn] = useState(initial);
  const set = (next: T) => {
    setOwn(next);
    onChange?.(next);
  };
  return [value ?? own, set];
}
