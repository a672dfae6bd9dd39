/**
 * jsdom finds an input's labels by walking the whole document and, for every label on the way,
 * walking it again to find that label's control (`HTMLInputElement.labels`, jsdom 29). Testing
 * Library's `getByLabelText` asks every element of the container for its labels, so one query on a
 * long form costs the cube of its size: the wedding editor's tests spent three quarters of their
 * 70 s there. This installs the same rule as the HTML standard's: an element's labels are the
 * `label` elements of its tree, in tree order, whose labeled control it is (the element named by
 * `for`, else the label's first labelable descendant), found with one `label[for]` query and a walk
 * up the element's ancestors instead of a walk of the whole document for each label.
 * What a test finds is unchanged; `fast-labels.test.ts` compares it with jsdom's own answers.
 */

/** Elements the standard calls labelable (a hidden input is not). */
export const LABELABLE_SELECTOR =
  'button, input:not([type="hidden" i]), meter, output, progress, select, textarea';
const LABELABLE_NAMES = new Set([
  'button',
  'input',
  'meter',
  'output',
  'progress',
  'select',
  'textarea',
]);

/** The same test as `LABELABLE_SELECTOR`, without the selector engine (the hot path). */
export function isLabelable(element: Element): boolean {
  return (
    LABELABLE_NAMES.has(element.localName) &&
    !(element.localName === 'input' && element.getAttribute('type')?.toLowerCase() === 'hidden')
  );
}

type LabelRoot = Document | DocumentFragment | Element;

/** The first element of `root` with this id, in tree order, as `getElementById` finds it. */
function elementWithId(root: LabelRoot, id: string): Element | null {
  if ('getElementById' in root) return root.getElementById(id);
  for (const element of root.querySelectorAll('[id]')) if (element.id === id) return element;
  return null;
}

/**
 * `element.labels`: the labels whose `for` names it (when it is the first element with that id),
 * and the labels around it without `for` whose first labelable descendant it is, in tree order.
 * One query over the tree for simple `label[for]`, then only the element's ancestors.
 */
export function labelsOf(element: Element): HTMLLabelElement[] {
  const root = element.getRootNode() as LabelRoot;
  if (!('querySelectorAll' in root)) return [];
  const labels: HTMLLabelElement[] = [];
  const id = element.getAttribute('id');
  if (id) {
    const naming = [...root.querySelectorAll('label[for]')].filter(
      (label) => label.getAttribute('for') === id,
    ) as HTMLLabelElement[];
    if (naming.length > 0 && elementWithId(root, id) === element) labels.push(...naming);
  }
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    if (
      parent.localName === 'label' &&
      !parent.hasAttribute('for') &&
      parent.querySelector(LABELABLE_SELECTOR) === element
    )
      labels.push(parent as HTMLLabelElement);
  }
  // Document order, as jsdom gives them (a wrapping label and a `for` label can be on either side).
  return labels.sort((a, b) =>
    a === b ? 0 : a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
}

const LABELABLE_PROTOTYPES = [
  'HTMLButtonElement',
  'HTMLInputElement',
  'HTMLMeterElement',
  'HTMLOutputElement',
  'HTMLProgressElement',
  'HTMLSelectElement',
  'HTMLTextAreaElement',
] as const;

/** jsdom's own getters, kept so that a test can compare its answers with `labelsOf`'s. */
const jsdomGetters = new Map<object, () => unknown>();

/** What jsdom itself answers for `element.labels` (a NodeList, or null when not labelable). */
export function jsdomLabels(element: Element): Element[] | null {
  for (let prototype = Object.getPrototypeOf(element) as object | null; prototype;) {
    const getter = jsdomGetters.get(prototype);
    if (getter) {
      const labels = getter.call(element) as NodeListOf<Element> | null;
      return labels ? [...labels] : null;
    }
    prototype = Object.getPrototypeOf(prototype) as object | null;
  }
  throw new Error(`no labels getter for <${element.localName}>`);
}

/** Replaces jsdom's `labels` getters in this window with `labelsOf`. */
export function installFastLabels(window: Window & typeof globalThis): void {
  for (const name of LABELABLE_PROTOTYPES) {
    const prototype = (window[name] as { prototype: object } | undefined)?.prototype;
    const jsdomGetter = prototype && Object.getOwnPropertyDescriptor(prototype, 'labels')?.get;
    if (!prototype || !jsdomGetter) continue;
    if (!jsdomGetters.has(prototype)) jsdomGetters.set(prototype, jsdomGetter);
    Object.defineProperty(prototype, 'labels', {
      configurable: true,
      enumerable: true,
      get(this: Element) {
        // A hidden input has no labels (null), as jsdom answers.
        return isLabelable(this) ? labelsOf(this) : null;
      },
    });
  }
}
