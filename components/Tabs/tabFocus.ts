/** Identity of a tab (react-aria collection key). */
export type Key = string | number;

/**
 * Which tab takes focus and selection when `removed` is taken out of `keys`: the next focusable
 * tab after it, else the nearest focusable one before it, else `null` (nothing left).
 */
export function neighbourAfterRemoval(
  keys: readonly Key[],
  removed: Key,
  isFocusable: (key: Key) => boolean = () => true,
): Key | null {
  const index = keys.indexOf(removed);
  if (index === -1) return null;
  for (let i = index + 1; i < keys.length; i += 1) {
    const key = keys[i];
    if (key !== undefined && isFocusable(key)) return key;
  }
  for (let i = index - 1; i >= 0; i -= 1) {
    const key = keys[i];
    if (key !== undefined && isFocusable(key)) return key;
  }
  return null;
}
