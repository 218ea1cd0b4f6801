import { describe, expect, it } from 'vitest';
import { brand } from '../../src/content/brand.ts';
import { contactForm } from '../../src/content/forms/contact-form-spec.ts';
import { emailCaptureForm } from '../../src/content/forms/email-capture-form-spec.ts';
import { fastSupportForm } from '../../src/content/forms/fast-support-form-spec.ts';
import { subscribeForm } from '../../src/content/forms/subscribe-form-spec.ts';
import { supportForm } from '../../src/content/forms/support-form-spec.ts';
import { characterCount, validateField, validateForm } from '../../src/content/forms/validation.ts';
import { field } from '../support/posted-forms.ts';

const validContact = {
  first_name: 'Rosa',
  last_name: 'Quintero',
  phone: '(555)-010-4477',
  email: 'rosa@example.com',
  company: 'Quintero Collision',
  description: 'DeliveryTrax',
  state: '',
  industry: '',
};

describe('contact form rules (spec 5)', () => {
  it('requires first name, last name, phone, email, company and the products text, and nothing else', () => {
    const errors = validateForm(contactForm.fields, {});
    expect(Object.keys(errors).sort()).toEqual(['company', 'description', 'email', 'first_name', 'last_name', 'phone']);
    expect(errors.first_name).toBe('First name is required.');
    expect(validateForm(contactForm.fields, validContact)).toEqual({});
  });

  it('treats whitespace as empty', () => {
    expect(validateField(field(contactForm, 'first_name'), '   ')).toBe('First name is required.');
  });

  it('limits first name, last name and email to 40 characters', () => {
    for (const name of ['first_name', 'last_name']) {
      expect(validateField(field(contactForm, name), 'x'.repeat(40))).toBeUndefined();
      expect(validateField(field(contactForm, name), 'x'.repeat(41))).toMatch(/must be 40 characters or fewer: it has 41\.$/);
    }
    expect(validateField(field(contactForm, 'email'), `${'x'.repeat(28)}@example.com`)).toBeUndefined();
    expect(validateField(field(contactForm, 'email'), `${'x'.repeat(29)}@example.com`)).toMatch(/it has 41/);
  });

  it('counts characters as people see them, not UTF-16 units', () => {
    expect(characterCount('🚚🚚')).toBe(2);
    expect(validateField(field(contactForm, 'first_name'), '🚚'.repeat(40))).toBeUndefined();
    expect(validateField(field(contactForm, 'first_name'), '李'.repeat(41))).toMatch(/it has 41/);
  });

  it('accepts only a complete (000)-000-0000 phone', () => {
    const phone = field(contactForm, 'phone');
    expect(validateField(phone, '(555)-010-4477')).toBeUndefined();
    for (const bad of ['(555)-010-447', '5550104477', '(555) 010-4477', '(555)-010-44771']) {
      expect(validateField(phone, bad), bad).toBe('Phone must have all 10 digits; the brackets and dashes are added for you.');
    }
  });

  it('checks e-mail addresses loosely but refuses what cannot be one', () => {
    const email = field(contactForm, 'email');
    for (const good of ['a@b.co', 'zoë@例え.jp', 'first.last+tag@sub.example.com'])
      expect(validateField(email, good), good).toBeUndefined();
    for (const bad of ['a@b', 'a b@c.com', 'a@@b.com', '<a>@b.com', 'a@b.c', '@b.com']) {
      expect(validateField(email, bad), bad).toBe('E-mail must be an e-mail address, like name@example.com.');
    }
  });

  it('refuses a state or industry that is not on the list (a forged option)', () => {
    expect(validateField(field(contactForm, 'state'), 'DC')).toBeUndefined();
    expect(validateField(field(contactForm, 'state'), 'XX')).toBe('Choose state from the list.');
    expect(validateField(field(contactForm, 'industry'), '<script>')).toBe('Choose industry from the list.');
  });
});

describe('subscribe form rules (spec 5)', () => {
  it('has no required field but needs an e-mail or a phone', () => {
    expect(subscribeForm.fields.some((item) => item.required)).toBe(false);
    const errors = validateForm(subscribeForm.fields, {}, subscribeForm.rules);
    expect(errors).toEqual({ email: 'Enter an e-mail address or a phone number, so a specialist can reach you.' });
    expect(validateForm(subscribeForm.fields, { phone: '555 0100' }, subscribeForm.rules)).toEqual({});
    expect(validateForm(subscribeForm.fields, { email: 'a@b.co' }, subscribeForm.rules)).toEqual({});
  });

  it('applies the maximum lengths of spec 5', () => {
    const limits = { first_name: 40, last_name: 80, email: 80, phone: 40, title: 40, company: 40, zip: 20, city: 40 };
    for (const [name, max] of Object.entries(limits)) {
      expect(field(subscribeForm, name).maxLength, name).toBe(max);
      expect(validateField(field(subscribeForm, name), '9'.repeat(max + 1)), name).toMatch(new RegExp(`it has ${max + 1}`));
    }
  });

  it('accepts several products of interest from the list only', () => {
    const products = field(subscribeForm, 'products_of_interest');
    expect(validateField(products, ['DeliveryTrax', 'Training'])).toBeUndefined();
    expect(validateField(products, [])).toBeUndefined();
    expect(validateField(products, ['DeliveryTrax', 'Free Parts'])).toBe('Choose products of interest from the list.');
  });
});

describe('support form rules (spec 5)', () => {
  it('requires name, phone, email, subject and message', () => {
    expect(Object.keys(validateForm(supportForm.fields, {})).sort()).toEqual(['description', 'email', 'name', 'phone', 'subject']);
  });

  it('wants the phone as ten digits without separators', () => {
    const phone = field(supportForm, 'phone');
    expect(validateField(phone, '5550100199')).toBeUndefined();
    for (const bad of ['555-010-0199', '(555)0100199', '555010019', '55501001999', '555 010 0199', '５５５０１００１９９']) {
      expect(validateField(phone, bad), bad).toBe('Phone must be exactly 10 digits with no spaces or dashes, like 5550100199.');
    }
  });

  it('limits name, email and subject to 40 characters', () => {
    for (const name of ['name', 'subject']) expect(validateField(field(supportForm, name), 'x'.repeat(41))).toMatch(/it has 41/);
    expect(validateField(field(supportForm, 'email'), `${'x'.repeat(29)}@example.com`)).toMatch(/it has 41/);
  });
});

describe('e-mail captures and fast support (spec 2, 5)', () => {
  it('takes an e-mail of up to 80 characters', () => {
    for (const variant of ['deliverytrax', 'traxmobile'] as const) {
      const email = field(emailCaptureForm(variant), 'email');
      expect(validateField(email, `${'a'.repeat(68)}@example.com`)).toBeUndefined();
      expect(validateField(email, `${'a'.repeat(69)}@example.com`)).toMatch(/80 characters or fewer: it has 81/);
      expect(validateField(email, '')).toBe('Your work e-mail is required.');
    }
    expect(field(emailCaptureForm('deliverytrax'), 'email').placeholder).toBe('Provide your email here to connect with an expert…');
  });

  it('wants a name and a Support Key in any format the technician reads out, up to 64 characters once trimmed', () => {
    for (const key of [
      '123-456-789',
      '123456789',
      '12345',
      'AB12-CD34',
      'x',
      '  7731 0042  ',
      'ключ-42',
      'k'.repeat(64),
      ` ${'k'.repeat(64)}\t`,
    ]) {
      expect(validateForm(fastSupportForm.fields, { name: 'Sam', supportSessionId: key }), key).toEqual({});
    }
    expect(validateForm(fastSupportForm.fields, { supportSessionId: '   ' })).toEqual({
      name: 'Your name is required.',
      supportSessionId: 'Support Key is required.',
    });
    expect(validateForm(fastSupportForm.fields, { name: 'Sam', supportSessionId: 'k'.repeat(65) })).toEqual({
      supportSessionId: 'Support Key must be 64 characters or fewer: it has 65. Type it as your technician gave it.',
    });
  });
});

describe('messages a person would write (issue 42)', () => {
  it("the contact form's question is named in words that read, empty and too long", () => {
    const question = field(contactForm, 'description');
    expect(validateField(question, '')).toBe('Tell us which products you are interested in.');
    expect(validateField(question, 'x'.repeat((question.maxLength ?? 0) + 1))).toBe(
      `Products of interest must be ${question.maxLength} characters or fewer: it has ${(question.maxLength ?? 0) + 1}.`,
    );
  });

  it("no form writes a phone number another way than the brand's: the masked field's message gives none", () => {
    const texts = [contactForm, supportForm, subscribeForm].flatMap((form) =>
      form.fields.flatMap((item) => [item.hint ?? '', validateField(item, '12') ?? '']),
    );
    const phoneLike = texts.flatMap((text) => text.match(/\(\d{3}\)[- ]?\d{3}-\d{4}/g) ?? []);
    expect(phoneLike.filter((phone) => phone !== brand.phone)).toEqual([]);
  });
});
