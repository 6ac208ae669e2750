import { ProfileForm } from './profile-form';
import { StudioContentSection } from './studio-content-section';

/** The owner's profile, as visitors see it in the header, the about section and the footer. */
export function ProfileSection() {
  return (
    <StudioContentSection id="studio-profile" title="Profile" subject="the profile">
      {(content) => <ProfileForm profile={content.profile} />}
    </StudioContentSection>
  );
}
