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

/** Whether a box is drawn at all: visually hidden text (1 px, clipped) is for screen readers only. */
function isDrawn(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.width > 1 && box.height > 1;
}

/** The element's own text: its direct text nodes, not its children's. */
function ownText(element: Element): string {
  return Array.from(element.childNodes)
    .filter((node) => node.nodeType === Node.TEXT_NODE)
    .map((node) => node.textContent ?? '')
    .join('')
    .trim();
}

/** Whether the full text of a cut one is available another way: a title, a tooltip or its accessible name. */
function fullTextAvailable(element: Element, text: string): boolean {
  const holders = [element, element.parentElement, element.closest('[title], [aria-label], [aria-describedby]')];
  return (
    holders.some(
      (holder) =>
        holder !== null &&
        holder !== undefined &&
        [holder.getAttribute('title'), holder.getAttribute('aria-label')].some(
          (value) => value !== null && value.includes(text.slice(0, 20)),
        ),
    ) || element.closest('[aria-describedby]') !== null
  );
}

/**
 * Text a user cannot read whole: an element that hides its overflow with its own text wider or taller
 * than its box, unless it ends in an ellipsis and the full text is available; and a word broken inside
 * itself across two lines ("Consultin / g fee").
 */
export function clippedText(root: ParentNode = document.body): string[] {
  const problems: string[] = [];
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const text = ownText(element);
    if (text === '' || !isShown(element) || !isDrawn(element)) continue;
    const style = getComputedStyle(element);
    const hidesX = style.overflowX === 'hidden' || style.overflowX === 'clip';
    const hidesY = style.overflowY === 'hidden' || style.overflowY === 'clip';
    const cutX = hidesX && element.scrollWidth > element.clientWidth + 1;
    const cutY = hidesY && element.scrollHeight > element.clientHeight + 1 && style.webkitLineClamp === 'none';
    if (!cutX && !cutY) continue;
    const ellipsis = style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none';
    if (ellipsis && fullTextAvailable(element, text)) continue;
    problems.push(`${describeElement(element)} cuts its text${ellipsis ? ' (ellipsis, full text nowhere)' : ''}`);
  }
  return [...problems, ...brokenWords(root)];
}

/** Words of letters only (4 or more) that the layout split across two lines. */
function brokenWords(root: ParentNode): string[] {
  const broken: string[] = [];
  const walker = document.createTreeWalker(root as Node, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent ?? '';
    if (parent === null || text.trim() === '' || !isShown(parent) || !isDrawn(parent)) continue;
    for (const match of text.matchAll(/\p{L}{4,}/gu)) {
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
      if (lines.size > 1) broken.push(`"${match[0]}" broken across lines in ${describeElement(parent)}`);
    }
  }
  return broken;
}
