import { Link } from '@tanstack/react-router';
import { STUDIO_PARTS } from './studio-parts';

/**
 * The way between the studio's parts, the current one marked (`aria-current`, from the router's
 * Link). A column beside the part on a wide screen, a row that scrolls sideways on a phone.
 */
export function StudioPartNav() {
  return (
    <nav className="studio-part-nav" aria-label="Studio parts">
      <ul>
        {STUDIO_PARTS.map(({ to, label }) => (
          <li key={to}>
            <Link to={to} activeOptions={{ exact: true }} className="studio-part-link">
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
