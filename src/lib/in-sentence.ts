/**
 * A name or label placed inside a sentence ("Choose number of users from the list", "Pause featured solutions"):
 * its first letter lower case, unless it starts an abbreviation ("DMS type") or a name that keeps its capitals
 * (a word with a capital inside it: "DeliveryTrax"). Issue 42: one voice, sentence case.
 */
export const inSentence = (label: string): string =>
  /^\p{Lu}(\p{Lu}|\p{Ll}*\p{Lu})/u.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);
