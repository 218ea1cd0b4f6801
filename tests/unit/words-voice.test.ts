/**
 * One voice (issue 42, item 5; docs/decisions/words-one-voice.md): every form's labels, hints, placeholders and
 * messages, and the route titles, read by the rules of tests/support/voice.ts: sentence case (names and the
 * spec's own wording aside), one phone format. tests/e2e/words.e2e.ts reads what every route shows by the same
 * rules; this test names the source line to fix.
 */
import { describe, expect, it } from 'vitest';
import { routeTable } from '../../src/app/route-table.ts';
import { brand, brandPhoneDigits } from '../../src/content/brand.ts';
import { contactForm } from '../../src/content/forms/contact-form-spec.ts';
import { emailCaptureForm } from '../../src/content/forms/email-capture-form-spec.ts';
import { fastSupportForm } from '../../src/content/forms/fast-support-form-spec.ts';
import type { FormSpec } from '../../src/content/forms/form-specs.ts';
import { subscribeForm } from '../../src/content/forms/subscribe-form-spec.ts';
import { supportForm } from '../../src/content/forms/support-form-spec.ts';
import { messages, validateField } from '../../src/content/forms/validation.ts';
import { inSentence } from '../../src/lib/in-sentence.ts';
import { RESTORED_NOTICE, SLOW_NOTICE, captchaMissingMessage } from '../../src/components/forms/form-messages.ts';
import { emailSpellings, phonesOtherThanBrand, titleCaseWords, voiceProblems, type Words } from '../support/voice.ts';

const FORMS: readonly FormSpec[] = [
  contactForm,
  subscribeForm,
  supportForm,
  fastSupportForm,
  emailCaptureForm('deliverytrax'),
  emailCaptureForm('traxmobile'),
];

/** A value each rule of the field refuses, so every message the field can give is read. */
const REFUSED_VALUES = ['', 'x'.repeat(40_000), 'not an address', '12', '<forged>'];

function formWords(form: FormSpec): Words[] {
  const at = (name: string, what: string) => `${form.id} form, ${name} ${what}`;
  return [
    ...(form.ruleNote ? [{ where: at('form', 'note'), text: form.ruleNote.text }] : []),
    ...form.fields.flatMap((field) => [
      { where: at(field.name, 'label'), text: field.label },
      ...(field.hint ? [{ where: at(field.name, 'hint'), text: field.hint }] : []),
      ...(field.placeholder ? [{ where: at(field.name, 'placeholder'), text: field.placeholder }] : []),
      ...(field.placeholderOption ? [{ where: at(field.name, 'first choice'), text: field.placeholderOption }] : []),
      ...REFUSED_VALUES.flatMap((value) => {
        const message = validateField(field, field.kind === 'checkboxes' ? [value] : value);
        return message ? [{ where: at(field.name, 'message'), text: message }] : [];
      }),
    ]),
  ];
}

describe('the rules of one voice', () => {
  it('finds a label in Title Case, and passes it in sentence case', () => {
    expect(titleCaseWords('First Name')).toEqual(['Name']);
    expect(titleCaseWords('Number of Users (Optional)')).toEqual(['Users']);
    expect(titleCaseWords('First name (Required)')).toEqual([]);
  });

  it('keeps the capitals of names, of the spec’s own wording, of a sentence’s start and of a quoted label', () => {
    expect(titleCaseWords('Thank you for Contacting Us!')).toEqual([]);
    expect(titleCaseWords(`For example ${brand.product}, DeliveryTrax or Logistix, and what you would like to see.`)).toEqual([]);
    expect(titleCaseWords('Rosa called. She asked for Trax Mechanical on Android.')).toEqual([]);
    expect(titleCaseWords('Press "Try the security check again", or call us.')).toEqual([]);
    expect(titleCaseWords('DMS type')).toEqual([]);
    // A name is a whole word: "It" is not "I", "Traxes" is not "Trax".
    expect(titleCaseWords('Read It Now')).toEqual(['It', 'Now']);
    expect(titleCaseWords('the Traxes')).toEqual(['Traxes']);
  });

  it('finds "email" written as one word, and passes e-mail, an address and the spec’s placeholder', () => {
    expect(emailSpellings('Email (Required)')).toEqual(['Email']);
    expect(emailSpellings('Your work email must be an e-mail address, like name@example.com.')).toEqual(['email']);
    expect(emailSpellings('E-mail support@example.com or email.me@example.com')).toEqual([]);
    expect(emailSpellings('Provide your email here to connect with an expert…')).toEqual([]);
  });

  it('finds a phone written another way than the brand’s, and passes the brand’s and the mask’s picture', () => {
    expect(phonesOtherThanBrand(`Call ${brand.phone} or type ${brandPhoneDigits}.`)).toEqual([]);
    expect(phonesOtherThanBrand('Like (000)-000-0000.')).toEqual([]);
    expect(phonesOtherThanBrand('Call (555)-010-0199 or 555.010.0199 or (555) 010-0100.')).toEqual([
      '(555)-010-0199',
      '555.010.0199',
      '(555) 010-0100',
    ]);
  });
});

describe('the words at their source (issue 42)', () => {
  it('every form’s labels, hints, placeholders and messages are in one voice', () => {
    expect(voiceProblems(FORMS.flatMap(formWords))).toEqual([]);
  });

  it('the forms’ notices are in one voice', () => {
    const notices = [
      SLOW_NOTICE,
      ...Object.values(RESTORED_NOTICE),
      captchaMissingMessage(false),
      captchaMissingMessage(true),
      messages.emailOrPhone,
    ];
    expect(voiceProblems(notices.map((text) => ({ where: 'form notice', text })))).toEqual([]);
  });

  it('a label in a sentence keeps an abbreviation’s capitals and lowers the rest', () => {
    expect(messages.notAnOption('DMS type')).toBe('Choose DMS type from the list.');
    expect(messages.notAnOption('Number of users')).toBe('Choose number of users from the list.');
    // The carousels' Pause and Play name their carousel the same way; a name with a capital inside keeps it.
    expect(inSentence('Featured solutions')).toBe('featured solutions');
    expect(inSentence('DeliveryTrax routes')).toBe('DeliveryTrax routes');
  });

  it('every route’s title is in one voice (the names a title is made of from the address aside)', () => {
    const titles = routeTable.flatMap((entry) =>
      typeof entry.title === 'string' ? [{ where: `title of ${entry.path}`, text: entry.title.replace(/ \| .*$/, '') }] : [],
    );
    expect(titles.length).toBeGreaterThan(20);
    expect(voiceProblems(titles)).toEqual([]);
  });
});
