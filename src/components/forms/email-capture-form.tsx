/** E-mail capture of /deliverytrax-ad and /traxmobile-ad (spec 2, 3, 5). Built by the forms issue. */
export function EmailCaptureForm({ variant }: { variant: 'deliverytrax' | 'traxmobile' }) {
  return <p data-variant={variant}>The e-mail form is being built.</p>;
}
