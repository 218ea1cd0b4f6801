/**
 * The pieces of the bare sign-in pages (/ehi-login, /adminpanel-login, /redirect) that the /ops
 * login panel does not draw: kept apart from ./sign-in-parts.tsx so that /ops's first visit does not
 * fetch them (docs/performance.md, cut 28).
 */
import { Link } from 'react-router-dom';
import { assetUrl } from '../components/content/asset.ts';
import { paths } from '../config/paths.ts';
import { brand } from '../content/brand.ts';
import { Spinner } from './sign-in-parts.tsx';

/** A status line for flows that run by themselves (token in the address, /redirect). */
export function SigningIn({ label = 'Signing you in…' }: { label?: string }) {
  return (
    <p className="sign-in-status" role="status">
      <Spinner />
      {label}
    </p>
  );
}

export function BackToSignIn() {
  return (
    <p>
      <Link className="button button--ghost" to={paths.ops}>
        Go to the sign-in page
      </Link>
    </p>
  );
}

/** The company mark above the bare sign-in pages (not a link: the partner page runs inside a frame). */
export function SignInBrand() {
  return <img className="sign-in-brand" src={assetUrl('assets/img/logo.svg')} alt={brand.company} width="150" height="40" />;
}
