/**
 * The one shell of the sign-in pages (/ehi-login, /adminpanel-login, /redirect bare; /kc on a card): the company
 * mark, the heading, then the page's flow once the site settings are there, or what says sign-in cannot work.
 */
import type { ComponentType } from 'react';
import type { AppConfig } from '../../shared/config-schema.ts';
import { assetUrl } from '../components/content/asset.ts';
import { useConfig } from '../config/config-context.tsx';
import { brand } from '../content/brand.ts';
import { SignInUnavailable } from './sign-in-parts.tsx';

/** How a sign-in page is framed: bare (/ehi-login, /adminpanel-login, /redirect) or on a card (/kc). */
const SHELLS = {
  bare: { main: 'page sign-in-page', card: null, logo: { className: 'sign-in-brand', width: 150, height: 40 }, title: undefined },
  card: { main: 'kc-page', card: 'kc-page__card', logo: { className: 'kc-page__logo', width: 180, height: 48 }, title: 'kc-page__title' },
} as const;

/**
 * The one shell of the sign-in pages: the company mark (not a link: the partner page runs inside a frame), the
 * heading, then the page's flow once the site settings are there, or what says that sign-in cannot work without them.
 */
export function SignInPage({
  heading,
  shell = 'bare',
  Flow,
}: {
  heading: string;
  shell?: keyof typeof SHELLS;
  Flow: ComponentType<{ config: AppConfig }>;
}) {
  const config = useConfig();
  const look = SHELLS[shell];
  const content = (
    <>
      <img {...look.logo} src={assetUrl('assets/img/logo.svg')} alt={brand.company} />
      <h1 className={look.title}>{heading}</h1>
      {config ? <Flow config={config} /> : <SignInUnavailable />}
    </>
  );
  return (
    <main id="main" tabIndex={-1} className={look.main}>
      {look.card ? <div className={look.card}>{content}</div> : content}
    </main>
  );
}
