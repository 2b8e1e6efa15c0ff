// The public components of the built entry points: exports named like a component (PascalCase, not
// an UPPER_CASE constant) whose value React can render — a function that is not a class, or a memo /
// forwardRef object (styled-components, createGlobalStyle). Providers count: a consumer imports them too.
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const renderable = new Set([Symbol.for('react.memo'), Symbol.for('react.forward_ref')]);

/** True when an export is a React component. */
export function isComponent(name, value) {
  if (!/^[A-Z][a-z]/.test(name)) return false;
  if (typeof value === 'function') return !/^class\b/.test(Function.prototype.toString.call(value));
  return typeof value === 'object' && value !== null && renderable.has(value.$$typeof);
}

/** Every export name of both built entries, with the component names among them. */
export async function publicSurface() {
  const result = {};
  for (const [entry, file] of [
    ['spend-ui', 'dist/index.js'],
    ['spend-ui/features', 'dist/features/index.js'],
  ]) {
    const module = await import(`${root}${file}`);
    const names = Object.keys(module).sort();
    result[entry] = { names, components: names.filter((name) => isComponent(name, module[name])) };
  }
  return result;
}
