import './logo-wall.css';

export interface WallLogo {
  name: string;
  src: string;
}

/** A wall of logos (the About page's customers): a list, each logo named by its alt text. */
export function LogoWall({ logos, label }: { logos: readonly WallLogo[]; label: string }) {
  return (
    <ul className="logo-wall" aria-label={label}>
      {logos.map((logo) => (
        <li key={logo.name} className="logo-tile logo-wall__item">
          <img src={logo.src} alt={logo.name} width="200" height="80" loading="lazy" />
        </li>
      ))}
    </ul>
  );
}
