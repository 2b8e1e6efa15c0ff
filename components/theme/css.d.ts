// Side-effect CSS imports (the bundled font) are resolved by the consumer's bundler.
declare module '*.css';
