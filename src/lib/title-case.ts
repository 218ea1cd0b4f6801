/** A route parameter as words for a page head ('trax-mechanical' -> 'Trax Mechanical'). */
export const titleCase = (value: string | undefined): string =>
  (value ?? '')
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
