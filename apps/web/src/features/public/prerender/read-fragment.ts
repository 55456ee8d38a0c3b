/** The static parts of the marketing pages that the build renders to HTML (see fragments.tsx). */
export type FragmentName = 'home' | 'footer';

/** The id of the inert <template> in index.html that carries a fragment's markup. */
export const fragmentTemplateId = (name: FragmentName) => `prerendered-${name}`;

/** A fragment's prerendered markup, as the build put it into this document. */
export function readFragment(name: FragmentName): string {
  const template = document.getElementById(fragmentTemplateId(name));
  if (!(template instanceof HTMLTemplateElement)) {
    throw new Error(`index.html has no <template id="${fragmentTemplateId(name)}">`);
  }
  return template.innerHTML;
}
