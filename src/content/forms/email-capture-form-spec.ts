import type { FormSpec } from './form-specs.ts';

/** spec 3 "Delivery landing form", spec 5: email up to 80 characters. */
export const emailCaptureForm = (variant: 'deliverytrax' | 'traxmobile'): FormSpec => ({
  id: `${variant}-capture`,
  marking: 'required',
  fields: [
    {
      name: 'email',
      label: 'Your work e-mail',
      kind: 'email',
      required: true,
      maxLength: 80,
      autoComplete: 'email',
      // spec 2: the delivery add-on's placeholder.
      placeholder: variant === 'deliverytrax' ? 'Provide your email here to connect with an expert…' : 'name@yourshop.com',
    },
  ],
});
