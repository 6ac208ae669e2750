import { t } from '@lingui/core/macro';
import type { LocalizedProfile } from '@/domain/localize-content';
import { LoadError } from '@/ui/load-error';
import { ResponsiveImage } from '@/ui/responsive-image';
import { SectionLink } from '@/ui/section-link';
import { Skeleton } from '@/ui/skeleton';
import './about-section.css';

interface AboutSectionProps {
  user: LocalizedProfile | null;
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
}

/** The owner's photo's alt text, in the page's language. */
function portraitOf(name: string): string {
  return t`Portrait of ${name}`;
}

/** The introduction: photo, name, bio and a way to get in touch. Hidden until the owner has a name. */
export function AboutSection({ user, status, onRetry }: AboutSectionProps) {
  if (status === 'pending') {
    return (
      <section
        id="home"
        className="about"
        aria-busy="true"
        aria-label={t`Loading the introduction`}
      >
        <div className="about-inner">
          <Skeleton className="about-photo" />
          <div className="about-text">
            <Skeleton className="skeleton-title" />
            <Skeleton className="skeleton-line" />
            <Skeleton className="skeleton-line" />
            <Skeleton className="skeleton-line skeleton-line-short" />
          </div>
        </div>
      </section>
    );
  }
  if (status === 'error') {
    return (
      <section id="home" className="about" aria-label={t`Introduction`}>
        <LoadError message={t`The introduction could not be loaded.`} onRetry={onRetry} />
      </section>
    );
  }
  if (!user?.name) return <div id="home" />;

  return (
    <section id="home" className="about" aria-labelledby="about-name">
      <div className="about-inner">
        {user.photo && (
          <ResponsiveImage
            layout="photo"
            className="about-photo"
            src={user.photo}
            alt={portraitOf(user.name)}
            fetchPriority="high"
          />
        )}
        <div className="about-text">
          <hgroup className="about-heading">
            <h1 id="about-name" lang={user.textLanguage.name}>
              {user.name}
            </h1>
            {user.label && (
              <p className="about-label" lang={user.textLanguage.label}>
                {user.label}
              </p>
            )}
          </hgroup>
          <p className="about-bio preserve-lines" lang={user.textLanguage.bio}>
            {user.bio}
          </p>
          <SectionLink section="contact" className="button button-primary about-contact">
            {t`Contact`}
          </SectionLink>
        </div>
      </div>
    </section>
  );
}
