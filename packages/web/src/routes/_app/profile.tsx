import { createFileRoute } from "@tanstack/react-router";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { AvatarCard } from "../../features/profile/AvatarCard";
import { ChangePasswordCard } from "../../features/profile/ChangePasswordCard";
import { DangerZoneCard } from "../../features/profile/DangerZoneCard";
import { InstagramAccountsCard } from "../../features/profile/InstagramAccountsCard";
import { PersonalInfoCard } from "../../features/profile/PersonalInfoCard";
import { PreferencesCard } from "../../features/profile/PreferencesCard";
import { TwoFactorCard } from "../../features/profile/TwoFactorCard";
import { PageHeader } from "../../components/ui/PageHeader";
import { PageLoading } from "../../components/ui/PageLoading";
import { RouteError } from "../../components/ui/RouteStates";
import { ApiError } from "../../lib/api";
import { session } from "../../lib/session";
import { profileQueryOptions } from "../../features/profile/profile-queries";

export const Route = createFileRoute("/_app/profile")({
  // The loader and its queries come with the page, not with the first download of a signed-out visitor.
  codeSplitGroupings: [["loader", "component"], ["errorComponent"], ["notFoundComponent"]],
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQueryOptions()),
  component: ProfilePage,
  pendingComponent: () => <PageLoading label="Loading your profile…" />,
  errorComponent: ({ error }) => (
    <RouteError
      error={error}
      texts={{
        header: <PageHeader title="My Profile" />,
        errorTitle: "Failed to load profile",
        errorMessage: (error) => (error instanceof ApiError && error.status === 403 ? "You do not have permission to view profile." : undefined),
        retryLabel: "Try again",
      }}
    />
  ),
});

function ProfilePage() {
  const { data: profile } = useSuspenseQuery(profileQueryOptions());

  useEffect(() => session.setUser(profile), [profile]);

  return (
    <>
      <PageHeader title="My Profile" description="Your details, sign-in security and preferences." />
      <div className="profile-layout">
        <div className="profile-column">
          <AvatarCard profile={profile} />
          <PersonalInfoCard profile={profile} />
          <PreferencesCard group="notifications" />
          <PreferencesCard group="privacy" />
        </div>
        <div className="profile-column">
          <TwoFactorCard profile={profile} />
          <InstagramAccountsCard />
          <ChangePasswordCard />
          <DangerZoneCard />
        </div>
      </div>
    </>
  );
}
