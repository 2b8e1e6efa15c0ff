// country-flag-icons ships its per-flag string modules without typings: each default-exports SVG markup.
declare module 'country-flag-icons/string/3x2/*' {
  const svg: string;
  export default svg;
}
