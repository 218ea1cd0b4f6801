import { featureIconPath, type FeatureIcon as FeatureIconName, type IconFeature } from '../../content/feature-icons.ts';
import { assetUrl } from './asset.ts';

/** One of the ten named feature icons (spec 2); decorative: the feature's title says what it is. */
export function FeatureIcon({ icon, size = 48 }: { icon: FeatureIconName; size?: number }) {
  return (
    <img className="feature-icon" src={assetUrl(featureIconPath(icon))} alt="" width={size} height={size} loading="lazy" data-icon={icon} />
  );
}

/** A list of features, each with its icon, title (a level-3 heading) and sentence. */
export function FeatureList({ features, className }: { features: readonly IconFeature[]; className?: string }) {
  return (
    <ul className={`feature-list${className ? ` ${className}` : ''}`}>
      {features.map((feature) => (
        <li key={feature.title}>
          <FeatureIcon icon={feature.icon} />
          <div>
            <h3>{feature.title}</h3>
            <p>{feature.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
