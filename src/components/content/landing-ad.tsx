import type { ReactNode } from 'react';
import { EmailCaptureForm } from '../forms/email-capture-form.tsx';
import { Hero } from './marketing.tsx';

interface LandingAdHeroProps {
  variant: 'deliverytrax' | 'traxmobile';
  hero: { title: string; lead: string; img: string };
  art: { width: number; height: number; className?: string };
  /** What follows the capture box. */
  children?: ReactNode;
}

/**
 * The advert landings' hero (spec 2 "Delivery add-on landing", "Driver mobile-app advert"): the
 * e-mail capture box under the lead (spec 3 "Delivery landing form"), the illustration beside it.
 */
export function LandingAdHero({ variant, hero, art, children }: LandingAdHeroProps) {
  return (
    <Hero
      id={`${variant}-title`}
      title={hero.title}
      lead={hero.lead}
      art={
        <img
          className={art.className ? `hero__art ${art.className}` : 'hero__art'}
          src={hero.img}
          alt=""
          width={art.width}
          height={art.height}
        />
      }
    >
      <div className="landing-ad__capture">
        <EmailCaptureForm variant={variant} />
      </div>
      {children}
    </Hero>
  );
}
