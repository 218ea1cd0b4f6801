/**
 * The success modal driven by the `status` query parameter (spec 4) on /contactus, /deliverytrax-ad,
 * /traxmobile-ad and /support. Built by the forms issue.
 */
export function StatusQueryModal(_props: { baseRoute: string; message: 'contact' | 'email' }) {
  return null;
}
