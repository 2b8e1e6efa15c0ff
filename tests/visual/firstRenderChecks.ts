// Mechanical checks of what a user sees when a story first shows (no play function), beside axe
// (firstRenderAxe.ts): no field invalid before anyone acted, no browser-native validation, and no raw
// data code (`national_id`, `PENDING_REVIEW`) printed where a word belongs. Stories that show an error
// state on purpose are listed, each with its reason, in optOuts.ts.

/** Elements a user can see: rendered, not hidden by CSS, not in a hidden subtree. */
function isShown(element: Element): boolean {
  return element.checkVisibility({ opacityProperty: false, visibilityProperty: true });
}

/** A short, stable description of an element for a failure's message. */
function describeElement(element: Element): string {
  const name =
    element.getAttribute('aria-label') ??
    (element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : null) ??
    element.textContent ??
    '';
  const id = element.id === '' ? '' : `#${element.id}`;
  return `<${element.tagName.toLowerCase()}${id}> "${name.trim().replace(/\s+/g, ' ').slice(0, 60)}"`;
}

/**
 * Fields that say they are invalid on first render: `aria-invalid="true"`, or a form control the browser
 * itself judges invalid (`:invalid`, which would show its native bubble and "Please enter…" text on
 * submit, never the product's own message).
 */
export function invalidBeforeActing(root: ParentNode = document.body): string[] {
  const ariaInvalid = Array.from(root.querySelectorAll('[aria-invalid="true"]')).filter(isShown);
  // Hidden ones too: a hidden `required` input left empty still stops its form's submit in the browser.
  const nativeInvalid = Array.from(root.querySelectorAll('input:invalid, select:invalid, textarea:invalid'));
  return [
    ...ariaInvalid.map((element) => `aria-invalid on ${describeElement(element)}`),
    ...nativeInvalid.map(
      (element) =>
        `browser-native invalid (${(element as HTMLInputElement).validationMessage}) on ${describeElement(element)}`,
    ),
  ];
}

/** Real names that look like codes: none today; add one with the place it shows. */
export const RAW_CODE_ALLOWED: readonly string[] = [];

const SNAKE_CASE = /\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g;
const SCREAMING_CASE = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g;
/** E-mail addresses, web addresses and file names, which may hold underscores and are shown as they are. */
const NAMES_WITH_UNDERSCORES =
  /\S+@\S+|\b(?:https?:\/\/|www\.)\S+|\b[\w-]+\.(?:pdf|png|jpe?g|csv|heic|webp|docx?|xlsx?)\b/gi;

/** The visible text of the page, one string per text node (scripts, styles and hidden parts left out). */
function visibleTexts(root: Node): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent ?? '';
    if (parent === null || text.trim() === '') continue;
    if (parent.closest('script, style, noscript, template, code, pre') !== null) continue;
    if (!isShown(parent)) continue;
    texts.push(text);
  }
  return texts;
}

/** `snake_case` or `SCREAMING_CASE` tokens in the visible text: a data code printed where a word belongs. */
export function rawCodesShown(root: Node = document.body): string[] {
  const found = new Set<string>();
  for (const text of visibleTexts(root)) {
    const words = text.replace(NAMES_WITH_UNDERSCORES, ' ');
    for (const token of [...(words.match(SNAKE_CASE) ?? []), ...(words.match(SCREAMING_CASE) ?? [])]) {
      if (!RAW_CODE_ALLOWED.includes(token)) found.add(`"${token}" in "${text.trim().slice(0, 80)}"`);
    }
  }
  return [...found];
}
