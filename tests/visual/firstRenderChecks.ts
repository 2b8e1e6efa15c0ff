// Mechanical checks of what a user sees when a story first shows (no play function), beside axe
// (firstRenderAxe.ts): no field invalid before anyone acted, no browser-native validation, no raw
// data code (`national_id`, `PENDING_REVIEW`) printed where a word belongs; and, at each width shot, no
// text cut by its box, no word broken across lines, no text over text, no toast or floating bar over the
// next control (`layoutFindings`, also run after each story's play function and on every route in e2e).
// Stories that show an error state on purpose are listed, each with its reason, in optOuts.ts.

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

/** A line of one text node as drawn: its box in the viewport, cut to what its clipping ancestors show. */
interface TextLine {
  /** The text node, or the field whose value or placeholder it is. */
  node: Node;
  box: DOMRect;
  /** The layer the text belongs to: the page, or a dialog, popover, menu, tooltip or toast a user opened. */
  layer: Element;
}

/**
 * What one pass over the page found: text cut by its box, words broken across lines, text over text, and
 * controls a toast or floating bar covers.
 */
export interface LayoutFindings {
  clipped: string[];
  broken: string[];
  overlapping: string[];
  covered: string[];
}

/**
 * Layers a user opens over the page, within the canvas or a portal (each portal in the body is a layer of
 * its own already); the text of each is compared with the text of its own layer only.
 */
const OPENED_LAYER = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="tooltip"]';

/** Slack for sub-pixel layout: a box edge within this many pixels of another is not over it. */
const SUBPIXEL = 1;
/**
 * A line's box is its font's whole height (ascenders to descenders), taller than the ink and than a tight
 * `line-height`: two lines or two runs count as over each other, and a line as cut at its top or bottom,
 * only beyond this share of that height.
 */
const FONT_BOX_SLACK = 0.2;

/**
 * What the walk from a text up to the body needs of each element, read once per pass: how it clips its
 * content (the box it shows, its padding box, on each axis it hides overflow), and how it places itself
 * (a positioned box escapes the clipping of ancestors that do not contain it).
 */
interface Clip {
  element: Element;
  /** null when it shows all its overflow. */
  box: DOMRect | null;
  hidesX: boolean;
  hidesY: boolean;
  /** It hides overflow only to scroll (auto, scroll): what is out of view is a scroll away, not cut. */
  scrolls: boolean;
  ellipsis: boolean;
  position: string;
  /** It contains absolutely (and, with a transform, filter or containment, fixed) positioned descendants. */
  containsAbsolute: boolean;
  containsFixed: boolean;
}

/**
 * Whether the text of an element is drawn: shown (as for the other checks), not faded out to nothing (a
 * pending button's label, opacity 0 on it or an ancestor) and not in a transparent colour (the real input
 * of the one-time code, laid invisibly over the digits it shows).
 */
function isDrawnText(element: Element): boolean {
  if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
  const style = getComputedStyle(element);
  return !isTransparent(style.color) && !isTransparent(style.webkitTextFillColor);
}

/** A computed colour with no alpha: `transparent` computes to `rgba(0, 0, 0, 0)`. */
const isTransparent = (colour: string) => /^rgba\(.*,\s*0\)$/.test(colour) || colour === 'transparent';

/** A short quote of a text for a finding's message. */
const quote = (text: string) => `"${text.trim().replace(/\s+/g, ' ').slice(0, 60)}"`;

/**
 * Whether the full text of a cut one is there another way: a `title` (the browser's own tooltip) or an
 * `aria-label` holding it, on the text's element or an ancestor.
 */
function fullTextAvailable(from: Element, text: string): boolean {
  const wanted = text.trim().replace(/\s+/g, ' ');
  for (let element: Element | null = from; element !== null; element = element.parentElement) {
    for (const attribute of ['title', 'aria-label']) {
      const value = element.getAttribute(attribute);
      if (value !== null && value.replace(/\s+/g, ' ').includes(wanted)) return true;
    }
  }
  return false;
}

/**
 * One pass over the visible text of `root` (each text node's lines, measured once) for three things a user
 * cannot read: text its element cuts (overflow hidden or clip, the text beyond the box) unless the cut ends
 * in an ellipsis and the full text is in a title or accessible name; a word broken inside itself across two
 * lines ("Consultin / g fee"); and two text runs drawn over each other within one layer (the page, or one
 * dialog, popover, menu, tooltip or toast). Visually hidden text (a 1 px clipped box) is for screen readers
 * and left out.
 */
export function layoutFindings(root: Element = document.body): LayoutFindings {
  const clipped = new Set<string>();
  const broken: string[] = [];
  const lines: TextLine[] = [];
  const clipsOf = new Map<Element, Clip>();
  const shownOf = new Map<Element, boolean>();
  const range = document.createRange();

  const clipOf = (element: Element): Clip => {
    let clip = clipsOf.get(element);
    if (clip !== undefined) return clip;
    const style = getComputedStyle(element);
    const hidesX = style.overflowX !== 'visible';
    const hidesY = style.overflowY !== 'visible';
    let box: DOMRect | null = null;
    if (hidesX || hidesY) {
      const outer = element.getBoundingClientRect();
      box = new DOMRect(
        outer.left + element.clientLeft,
        outer.top + element.clientTop,
        element.clientWidth,
        element.clientHeight,
      );
    }
    const containsFixed =
      style.transform !== 'none' ||
      style.filter !== 'none' ||
      style.perspective !== 'none' ||
      /paint|layout|strict|content/.test(style.contain);
    clip = {
      element,
      box,
      hidesX,
      hidesY,
      scrolls: [style.overflowX, style.overflowY].some((value) => value === 'auto' || value === 'scroll'),
      ellipsis: style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none',
      position: style.position,
      containsAbsolute: style.position !== 'static' || containsFixed,
      containsFixed,
    };
    clipsOf.set(element, clip);
    return clip;
  };
  const isShownCached = (element: Element): boolean => {
    let shown = shownOf.get(element);
    if (shown === undefined) {
      shown = isDrawnText(element);
      shownOf.set(element, shown);
    }
    return shown;
  };

  /**
   * The lines of a text as its clipping ancestors show them, from `start` up to the body, and the fixed or
   * sticky box it floats in; null when nothing of it shows (wholly outside a box: a collapsed panel, a
   * scrolled-away row; or in a 1 px box: visually hidden, for screen readers). `onCut` hears of each box
   * that hides overflow (not to scroll) and cuts the text: some shows, some lies beyond. A positioned box
   * is clipped only by the ancestors that contain it: `escaping` says the walk is above one that has not
   * met its containing block yet.
   */
  const throughClips = (
    start: Element,
    lines: DOMRect[],
    onCut: (clip: Clip) => void,
  ): { boxes: DOMRect[]; floating: Element | null } | null => {
    let boxes = lines;
    let escaping: 'absolute' | 'fixed' | null = null;
    let floating: Element | null = null;
    for (
      let element: Element | null = start;
      element !== null && element !== document.body;
      element = element.parentElement
    ) {
      const clip = clipOf(element);
      if (floating === null && (clip.position === 'fixed' || clip.position === 'sticky')) floating = element;
      if (escaping === 'absolute' ? clip.containsAbsolute : escaping === 'fixed' ? clip.containsFixed : true)
        escaping = null;
      const { box } = clip;
      if (escaping === null && box !== null) {
        if (box.width <= SUBPIXEL || box.height <= SUBPIXEL) return null;
        const showing = boxes.filter(
          (line) => line.right > box.left && line.left < box.right && line.bottom > box.top && line.top < box.bottom,
        );
        if (showing.length === 0) return null;
        const beyond = (line: DOMRect) => {
          const slackY = Math.max(2, line.height * FONT_BOX_SLACK);
          return (
            (clip.hidesX && (line.left < box.left - SUBPIXEL || line.right > box.right + SUBPIXEL)) ||
            (clip.hidesY && (line.top < box.top - slackY || line.bottom > box.bottom + slackY))
          );
        };
        if (!clip.scrolls && boxes.some(beyond)) onCut(clip);
        // What shows of each line, for the text-over-text comparison.
        boxes = showing.map((line) => {
          const left = clip.hidesX ? Math.max(line.left, box.left) : line.left;
          const right = clip.hidesX ? Math.min(line.right, box.right) : line.right;
          const top = clip.hidesY ? Math.max(line.top, box.top) : line.top;
          const bottom = clip.hidesY ? Math.min(line.bottom, box.bottom) : line.bottom;
          return new DOMRect(left, top, right - left, bottom - top);
        });
      }
      if (escaping === null && (clip.position === 'absolute' || clip.position === 'fixed')) escaping = clip.position;
    }
    return { boxes, floating };
  };

  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const text = node as Text;
    const parent = text.parentElement;
    const content = text.data;
    if (parent === null || content.trim() === '') continue;
    if (parent.closest('script, style, noscript, template') !== null || !isShownCached(parent)) continue;
    range.selectNodeContents(text);
    const boxes = Array.from(range.getClientRects()).filter((box) => box.width > 0 && box.height > 0);
    if (boxes.length === 0) continue;

    // A word broken across lines: only a text node drawn on more than one line can hold one.
    if (boxes.length > 1 && boxes.some((line) => line.top > (boxes[0]?.top ?? 0) + SUBPIXEL)) {
      for (const match of content.matchAll(/\p{L}{2,}/gu)) {
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const tops = Array.from(range.getClientRects(), (line) => line.top);
        if (Math.max(...tops) - Math.min(...tops) > SUBPIXEL)
          broken.push(`"${match[0]}" broken across lines in ${describeElement(parent)}`);
      }
    }

    const shown = throughClips(parent, boxes, (clip) => {
      const whole = clip.element.textContent ?? content;
      if (!(clip.ellipsis && fullTextAvailable(parent, whole)))
        clipped.add(
          `${describeElement(clip.element)} cuts ${quote(content)}${clip.ellipsis ? ' (an ellipsis, but no title or accessible name holds the full text)' : ''}`,
        );
    });
    if (shown === null) continue;
    const layer = layerOf(parent, root, shown.floating);
    for (const box of shown.boxes) lines.push({ node: text, box, layer });
  }
  for (const field of fieldTexts(root)) {
    const shown = throughClips(field.node, [field.box], () => undefined);
    if (shown === null) continue;
    const layer = layerOf(field.node, root, shown.floating);
    for (const box of shown.boxes) lines.push({ node: field.node, box, layer });
  }
  return { clipped: [...clipped], broken, overlapping: textOverText(lines), covered: coveredControls(root) };
}

/** Open modal layers: a control outside the last one is out of reach while it shows. */
const MODAL_LAYER = '[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"], dialog[open]';

/**
 * The controls a user is about to press or is typing in: the focused element (not a container as tall as
 * half the viewport, such as a dialog holding focus as it opens) and the primary buttons of the open
 * dialog or drawer, or, with none open, of the page (a wizard's open step, a form's save).
 */
function nextControls(root: Element): Element[] {
  const controls = new Set<Element>();
  const focused = document.activeElement;
  if (focused !== null && focused !== document.body && root.contains(focused)) {
    const box = focused.getBoundingClientRect();
    if (box.height > 0 && box.height <= window.innerHeight / 2) controls.add(focused);
  }
  const modals = Array.from(root.querySelectorAll(MODAL_LAYER)).filter(isShown);
  const scope = modals.at(-1) ?? root;
  for (const button of Array.from(scope.querySelectorAll('[data-variant="primary"]'))) {
    if (isShown(button) && !(button as HTMLButtonElement).disabled) controls.add(button);
  }
  return [...controls];
}

/** The nearest fixed or sticky box holding `element` (itself included), if any: what floats over the page. */
function floatingBoxOf(element: Element): Element | null {
  for (let current: Element | null = element; current !== null; current = current.parentElement) {
    const { position } = getComputedStyle(current);
    if (position === 'fixed' || position === 'sticky') return current;
  }
  return null;
}

/**
 * Controls a toast or floating bar (a fixed or sticky box that neither holds the control nor lies inside
 * it) is drawn over, at any of five points of the control's box within the viewport: the control a user
 * is about to press, or the field being typed in (see `nextControls`); a sticky bar counts over the
 * focused control only. Hit-testing finds what is on top
 * at each point, so a toast beside the control, or under it, is no finding.
 */
export function coveredControls(root: Element = document.body): string[] {
  const found: string[] = [];
  for (const control of nextControls(root)) {
    const box = control.getBoundingClientRect();
    const left = Math.max(0, box.left + 2);
    const right = Math.min(window.innerWidth, box.right) - 2;
    const top = Math.max(0, box.top + 2);
    const bottom = Math.min(window.innerHeight, box.bottom) - 2;
    if (right <= left || bottom <= top) continue;
    const middleX = (left + right) / 2;
    const middleY = (top + bottom) / 2;
    const points: [number, number][] = [
      [middleX, middleY],
      [left, top],
      [right, top],
      [left, bottom],
      [right, bottom],
    ];
    const coverers = new Set<Element>();
    for (const [x, y] of points) {
      const onTop = document.elementFromPoint(x, y);
      if (onTop === null || onTop === control || control.contains(onTop)) continue;
      const floating = floatingBoxOf(onTop);
      if (floating === null || floating.contains(control) || control.contains(floating)) continue;
      // Content scrolls under a sticky bar (a dialog's footer) by design, and the user scrolls a button
      // clear of it; a sticky bar over the field being typed in is a finding, as a toast over anything is.
      if (getComputedStyle(floating).position === 'sticky' && control !== document.activeElement) continue;
      coverers.add(floating);
    }
    for (const floating of coverers)
      found.push(
        `${describeElement(floating)} covers ${control === document.activeElement ? 'the focused' : 'the primary'} ${describeElement(control)}`,
      );
  }
  return found;
}

const TEXT_FIELD_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'number', 'password', '']);
let measuring: CanvasRenderingContext2D | null = null;

/**
 * The value or placeholder a text field draws, which is no text node: a box as wide as the text (measured
 * in the field's font) in the field's content box, so a label printed over a value counts as text over text
 * (its clipping ancestors then apply to it as to any text).
 */
function fieldTexts(root: Element): { node: HTMLInputElement | HTMLTextAreaElement; box: DOMRect }[] {
  const found: { node: HTMLInputElement | HTMLTextAreaElement; box: DOMRect }[] = [];
  for (const field of Array.from(root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'))) {
    if (field instanceof HTMLInputElement && !TEXT_FIELD_TYPES.has(field.getAttribute('type') ?? '')) continue;
    const text = field.value === '' ? field.placeholder : field.value;
    if (text.trim() === '' || !isDrawnText(field)) continue;
    const style = getComputedStyle(field);
    const outer = field.getBoundingClientRect();
    const paddingLeft = parseFloat(style.paddingLeft);
    const paddingTop = parseFloat(style.paddingTop);
    const contentWidth = field.clientWidth - paddingLeft - parseFloat(style.paddingRight);
    const contentHeight = field.clientHeight - paddingTop - parseFloat(style.paddingBottom);
    if (contentWidth <= SUBPIXEL || contentHeight <= SUBPIXEL) continue;
    measuring ??= document.createElement('canvas').getContext('2d');
    if (measuring === null) continue;
    measuring.font = style.font;
    const width = Math.min(contentWidth, measuring.measureText(text).width);
    const lineHeight = Math.min(contentHeight, parseFloat(style.fontSize) * 1.2);
    const alignEnd = style.textAlign === 'right' || style.textAlign === 'end';
    const left = outer.left + field.clientLeft + paddingLeft + (alignEnd ? contentWidth - width : 0);
    const top =
      outer.top +
      field.clientTop +
      paddingTop +
      (field instanceof HTMLInputElement ? (contentHeight - lineHeight) / 2 : 0);
    found.push({ node: field, box: new DOMRect(left, top, width, lineHeight) });
  }
  return found;
}

/**
 * The layer a text is drawn in: the innermost of a layer a user opened and a fixed or sticky box (a bar
 * floating over the page covers what scrolls under it; whether it covers a control is another check), else
 * the portal or canvas in the body that holds it.
 */
function layerOf(element: Element, root: Element, floating: Element | null): Element {
  const opened = element.closest(OPENED_LAYER);
  if (opened !== null && floating !== null) return opened.contains(floating) ? floating : opened;
  return opened ?? floating ?? topLevelOf(element, root);
}

/** The child of `root` that holds `element` (a portal's container, or the story's canvas). */
function topLevelOf(element: Element, root: Element): Element {
  let current = element;
  while (current.parentElement !== null && current.parentElement !== root) current = current.parentElement;
  return current;
}

/** A text run for a finding: its text and its element (a field's value or placeholder, or a text node). */
function describeRun(node: Node): string {
  if (node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement)
    return `${node.value === '' ? 'the placeholder' : 'the value'} ${quote(node.value === '' ? node.placeholder : node.value)} of ${describeElement(node)}`;
  const parent = node.parentElement;
  return `${quote(node.textContent ?? '')}${parent === null ? '' : ` in ${describeElement(parent)}`}`;
}

/** Pairs of lines of two different text nodes of one layer drawn over each other, beyond the font box's slack. */
function textOverText(lines: TextLine[]): string[] {
  const found = new Set<string>();
  // Ink-like boxes: the font box less its slack at top and bottom.
  const ink = lines.map((line) => {
    const slack = line.box.height * FONT_BOX_SLACK;
    return { ...line, top: line.box.top + slack, bottom: line.box.bottom - slack };
  });
  ink.sort((a, b) => a.top - b.top);
  for (let i = 0; i < ink.length; i += 1) {
    const a = ink[i];
    if (a === undefined) continue;
    for (let j = i + 1; j < ink.length; j += 1) {
      const b = ink[j];
      if (b === undefined || b.top >= a.bottom) break;
      if (a.node === b.node || a.layer !== b.layer) continue;
      const overX = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
      if (overX <= SUBPIXEL) continue;
      found.add(`${describeRun(a.node)} over ${describeRun(b.node)}`);
    }
  }
  return [...found];
}
