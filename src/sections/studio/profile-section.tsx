import { useStudioContent } from '@/queries/studio/use-studio-content';
import { LiveUpdatesNotice } from '@/ui/live-updates-notice';
import { LoadError } from '@/ui/load-error';
import { ProfileForm } from './profile-form';
import { StudioWaiting } from './studio-waiting';

/** The owner's profile, as visitors see it in the header, the about section and the footer. */
export function ProfileSection() {
  const { content, retry, retrying } = useStudioContent();
  return (
    <section className="studio-section card" aria-labelledby="studio-profile">
      <h2 id="studio-profile" tabIndex={-1} className="studio-section-title">
        Profile
      </h2>
      {content.data ? (
        <>
          {content.isError && (
            <LiveUpdatesNotice subject="the profile" retrying={retrying} onRetry={retry} />
          )}
          <ProfileForm profile={content.data.profile} />
        </>
      ) : content.isError ? (
        <LoadError message="The profile could not be loaded." onRetry={retry} />
      ) : (
        <StudioWaiting text="Loading the profile…" />
      )}
    </section>
  );
}
