/**
 * Looking a record up by a key that came from a request. State maps are plain JSON
 * objects, so a key such as `constructor` or `__proto__` would otherwise find a member
 * of `Object.prototype` instead of nothing.
 */
export function own<T>(map: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(map, key) ? map[key] : undefined;
}
