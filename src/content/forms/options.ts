/**
 * What an option of a lead form's list is (spec 3 "Option lists"). Values are what the lead service
 * receives; labels are what the visitor reads. Each list lives beside the one form that asks it
 * (the US states beside both forms that ask them), so a page loads only its own form's lists.
 */
export interface Option {
  value: string;
  label: string;
}

/** A list whose labels are its values. */
export const same = (values: readonly string[]): Option[] => values.map((value) => ({ value, label: value }));
