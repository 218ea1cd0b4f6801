/**
 * One voice (issue 42, item 5; docs/decisions/words-one-voice.md): the rules an editor reads the portal's words
 * by, as a pure function that the unit test (the form and route sources) and the e2e check (what every route
 * shows) both apply.
 *
 * - Sentence case: a capital only at the start of a sentence, of a quoted label or of a name. A word with a
 *   capital and no capital inside it ("Name", not "DeliveryTrax" or "LinkedIn") anywhere else is Title Case,
 *   unless it belongs to a name below or to a text the spec gives word for word.
 * - One spelling: "e-mail", as the pages' prose writes it (a word "email" is the second spelling).
 * - One phone format: a phone number is written as `brand.phone`; where a form asks for bare digits, as the
 *   brand's own ten digits. The mask's picture "(000)-000-0000" (spec 5) is a pattern, not a number.
 */
import { brand, brandPhoneDigits } from '../../src/content/brand.ts';
import { solutionSections } from '../../src/content/solutions.ts';

/** Proper nouns: product, company, place, platform and day names keep their capitals wherever they stand. */
export const PROPER_NOUNS: readonly string[] = [
  brand.company,
  brand.product,
  brand.address.street,
  brand.address.city,
  ...solutionSections.flatMap((section) => section.products.map((product) => product.name)),
  'Trax',
  'TRAX',
  'Logistix',
  'OPSLogistix',
  'OPS Analytics',
  'OPSFly',
  'Collision Trade Monthly',
  'Android',
  'Apple',
  'App Store',
  'Google Play',
  'Facebook',
  'YouTube',
  'LinkedIn',
  'California',
  'California Consumer Privacy Act',
  'English',
  'Central',
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  "I'm",
  'I',
];

/**
 * Texts the spec gives word for word (spec 2, 4, 5, 8), kept as it writes them even where it is not sentence
 * case: the navigation's and the accordion's names, the buttons and links it names, the success modal, the
 * registration landing, the careers table, the remote-support "Support Key" and the form markers. The list is
 * docs/decisions/words-one-voice.md's "Kept as the spec gives them".
 */
export const SPEC_WORDING: readonly string[] = [
  'Thank you for Contacting Us!',
  'Contact Us',
  'News & Media',
  'Help & Support',
  'Parts Procurement',
  'Logistics & Delivery',
  'Audit & Analytics',
  'Analytics & Metrics',
  'Forgot Password',
  'Schedule Demo',
  'Read More',
  'Back to Careers',
  'Apply Now',
  'Job Description',
  'Job Title',
  'Job Inquiry',
  '20+ Years in business',
  'Please Choose Your Type of Company',
  'Register as a Shop',
  'Register as a Parts Supplier',
  'a Shop.',
  'a Parts Supplier.',
  'Register Now',
  'Login Now',
  'Need Tech Support?',
  'Remote Support',
  'Remote Connect',
  'Request Support',
  'Support Key',
  'Invalid Company or Token',
  'Introduction/Overview',
  'Detailed Training with Set Up',
  'Dispatching without Set Up',
  '(Required)',
  '(Optional)',
  'Provide your email here to connect with an expert…',
  '(20 Mins)',
  '(60 Mins)',
  '(40 Mins)',
  '(30 Mins)',
];

/** The mask's picture of a phone number (spec 5, 9), shown as the masked field's placeholder. */
export const PHONE_MASK = '(000)-000-0000';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Longest first, so "California Consumer Privacy Act" is taken whole before "California". */
function namesPattern(extraNames: readonly string[]): RegExp {
  const names = [...new Set([...SPEC_WORDING, ...PROPER_NOUNS, ...extraNames])].sort((a, b) => b.length - a.length);
  // A name is a whole word run: "I" must not eat the capital of "It", nor "Trax" the start of "Traxes".
  return new RegExp(names.map((name) => `(?<![\\w'])${escapeRegExp(name)}(?![\\w'])`).join('|'), 'g');
}

/**
 * The words of `text` written in Title Case: capitalised, not a sentence's (or a quoted label's) first word, not
 * part of a name. `extraNames` adds names that come with the content (job titles, people).
 */
export function titleCaseWords(text: string, extraNames: readonly string[] = []): string[] {
  // A name becomes a neutral word, so the word after it is judged as the word after any other.
  const words = text.replace(namesPattern(extraNames), 'name').split(/\s+/).filter(Boolean);
  const found: string[] = [];
  words.forEach((word, index) => {
    const previous = index === 0 ? '' : words[index - 1]!;
    const startsSentence = index === 0 || /[.!?:…]["”’)]?$/.test(previous) || previous === '—' || previous === '-';
    const startsQuote = /^["“‘'(]/.test(word);
    const bare = word.replace(/^["“‘'(]+/, '').replace(/[^\p{L}\p{N}]+$/u, '');
    const capitalised = /^\p{Lu}\p{Ll}/u.test(bare) && !/\p{Lu}/u.test(bare.slice(1));
    if (capitalised && !startsSentence && !startsQuote) found.push(bare);
  });
  return found;
}

/** The word "email" written as one word (not inside an address): the portal writes "e-mail". */
export function emailSpellings(text: string, extraNames: readonly string[] = []): string[] {
  return text.replace(namesPattern(extraNames), 'name').match(/(?<![\w@./-])email(?![\w@.-])/gi) ?? [];
}

/** Phone numbers written another way than the brand's (the mask's picture aside). */
export function phonesOtherThanBrand(text: string): string[] {
  const phones = text.replace(PHONE_MASK, '').match(/\(?\b\d{3}\)?[-. ]?\d{3}[-. ]?\d{4}\b/g) ?? [];
  return phones.filter((phone) => phone !== brand.phone && phone !== brandPhoneDigits);
}

export interface Words {
  /** Where the text is, for the report ("/contactus label"). */
  where: string;
  text: string;
  /** Running text (a paragraph, a testimonial) keeps its own capitals: only its phone numbers are read. */
  phoneOnly?: boolean;
}

/** Every problem of voice in `items`, one line each, naming where. */
export function voiceProblems(items: readonly Words[], extraNames: readonly string[] = []): string[] {
  return items.flatMap(({ where, text, phoneOnly }) => {
    const problems: string[] = [];
    const titleCase = phoneOnly ? [] : titleCaseWords(text, extraNames);
    if (titleCase.length > 0) problems.push(`${where}: "${text}" is in Title Case (${titleCase.join(', ')})`);
    const spellings = phoneOnly ? [] : emailSpellings(text, extraNames);
    if (spellings.length > 0) problems.push(`${where}: "${text}" writes ${spellings.join(', ')}, not e-mail`);
    const phones = phonesOtherThanBrand(text);
    if (phones.length > 0) problems.push(`${where}: "${text}" writes a phone as ${phones.join(', ')}, not ${brand.phone}`);
    return problems;
  });
}
