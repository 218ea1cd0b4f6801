/** The toast outlet (spec 4, 9: react-toastify at the spec's defaults). Built by the sign-in issue. */
export function Toasts() {
  return null;
}
