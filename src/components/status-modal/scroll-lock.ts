/**
 * Page scrolling off while a modal is open (spec 2, 4), by a class on <html> (the CSP forbids
 * style attributes). Returns the function that gives scrolling back. Locks nest: scrolling returns
 * when the last holder lets go.
 */
const LOCK_CLASS = 'is-scroll-locked';
let holders = 0;

export function lockPageScroll(): () => void {
  holders += 1;
  document.documentElement.classList.add(LOCK_CLASS);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders = Math.max(0, holders - 1);
    if (holders === 0) document.documentElement.classList.remove(LOCK_CLASS);
  };
}
