import { useConfig } from '../../config/config-context.tsx';

/** The Register link of the nav bar and the footer (spec 2): the configured address, left out without a config. */
export function RegisterLinkItem() {
  const config = useConfig();
  return config ? (
    <li>
      <a href={config.registerUrl}>Register</a>
    </li>
  ) : null;
}
