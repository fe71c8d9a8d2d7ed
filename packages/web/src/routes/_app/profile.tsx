import { createFileRoute, type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import { useQueryErrorResetBoundary, useSuspenseQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { AvatarCard } from "../../components/profile/AvatarCard";
import { ChangePasswordCard } from "../../components/profile/ChangePasswordCard";
import { DangerZoneCard } from "../../components/profile/DangerZoneCard";
import { PersonalInfoCard } from "../../components/profile/PersonalInfoCard";
import { PreferencesCard } from "../../components/profile/PreferencesCard";
import { TwoFactorCard } from "../../components/profile/TwoFactorCard";
import { Button } from "../../components/ui/Button";
import { EmptyState } from "../../components/ui/EmptyState";
import { PageHeader } from "../../components/ui/PageHeader";
import { Spinner } from "../../components/ui/Spinner";
import { ApiError, messageOf } from "../../lib/api";
import { session } from "../../lib/session";
import { profileQueryOptions } from "../../queries/profile";

export const Route = createFileRoute("/_app/profile")({
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQueryOptions()),
  component: ProfilePage,
  pendingComponent: () => (
    <div className="page-loading">
      <Spinner label="Loading your profile…" />
    </div>
  ),
  errorComponent: ProfileError,
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
          <ChangePasswordCard />
          <DangerZoneCard />
        </div>
      </div>
    </>
  );
}

function ProfileError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();

  useEffect(() => queryErrorResetBoundary.reset(), [queryErrorResetBoundary]);

  const forbidden = error instanceof ApiError && error.status === 403;
  return (
    <>
      <PageHeader title="My Profile" />
      <section className="card">
        <EmptyState icon="alert" title="Failed to load profile">
          <p>
            {forbidden
              ? "You do not have permission to view profile."
              : messageOf(error, "Please check your connection and try again.")}
          </p>
          <Button onClick={() => void router.invalidate()}>Try again</Button>
        </EmptyState>
      </section>
    </>
  );
}
