/** The forms the portal posts to the lead service (spec 2, 5), for the unit tests of their rules. */
import { contactForm } from '../../src/content/forms/contact-form-spec.ts';
import { emailCaptureForm } from '../../src/content/forms/email-capture-form-spec.ts';
import type { FieldSpec, FormSpec } from '../../src/content/forms/form-specs.ts';
import { subscribeForm } from '../../src/content/forms/subscribe-form-spec.ts';
import { supportForm } from '../../src/content/forms/support-form-spec.ts';

/** Every posted form with a text field a visitor types into, by the route that shows it. */
export const POSTED_FORMS: ReadonlyArray<readonly [string, FormSpec]> = [
  ['/contactus', contactForm],
  ['/subscribe', subscribeForm],
  ['/support', supportForm],
  ['/deliverytrax-ad', emailCaptureForm('deliverytrax')],
  ['/traxmobile-ad', emailCaptureForm('traxmobile')],
];

/** The field `name` of a form; a test naming a field the form lacks fails here. */
export function field(spec: { fields: readonly FieldSpec[] }, name: string): FieldSpec {
  const found = spec.fields.find((item) => item.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
}
