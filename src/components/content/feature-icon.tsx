import { featureIconPath, type FeatureIcon as FeatureIconName } from '../../content/feature-icons.ts';
import { assetUrl } from './asset.ts';

/** One of the ten named feature icons (spec 2); decorative: the feature's title says what it is. */
export function FeatureIcon({ icon, size = 48 }: { icon: FeatureIconName; size?: number }) {
  return <img className="feature-icon" src={assetUrl(featureIconPath(icon))} alt="" width={size} height={size} data-icon={icon} />;
}
