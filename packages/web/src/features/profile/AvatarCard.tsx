import type { Profile } from "@sitecrew/core/user/schema";
import { useMutation } from "@tanstack/react-query";
import { type ChangeEvent, useEffect, useState } from "react";
import { useProfileCache } from "./use-profile-cache";
import { messageOf } from "../../lib/api";
import { AVATAR_TYPES, avatarProblem } from "../../lib/avatar";
import { updateAvatar } from "./profile-queries";
import { Avatar } from "../../components/ui/Avatar";
import { Button } from "../../components/ui/Button";
import { Icon } from "../../components/ui/Icon";
import { profileToast } from "./profile-toast";
import "./profile.css";

export function AvatarCard({ profile }: { profile: Profile }) {
  const cache = useProfileCache();
  const [pending, setPending] = useState<{ file: File; previewUrl: string } | null>(null);
  const [problem, setProblem] = useState<string>();

  useEffect(() => (pending ? () => URL.revokeObjectURL(pending.previewUrl) : undefined), [pending]);

  const mutation = useMutation({
    mutationFn: updateAvatar,
    onSuccess: (answer) => {
      cache.store(answer.data);
      setPending(null);
      profileToast({ message: "Avatar updated successfully!" });
    },
    onError: (error) => {
      profileToast({ type: "error", title: "Failed to update avatar.", message: messageOf(error, "") || undefined });
    },
  });

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Clearing the input lets the same file be picked again after a Cancel.
    event.target.value = "";
    if (!file) return;
    const issue = avatarProblem(file);
    setProblem(issue);
    if (!issue) setPending({ file, previewUrl: URL.createObjectURL(file) });
  }

  return (
    <section className="card profile-summary" aria-labelledby="avatar-title">
      <h2 id="avatar-title" className="visually-hidden">
        Profile photo
      </h2>
      <div className="profile-summary-avatar">
        <Avatar name={profile.fullname} src={pending?.previewUrl ?? profile.avatar_url} size={88} />
      </div>
      <div className="profile-summary-text">
        <p className="profile-name">{profile.fullname}</p>
        <p className="muted">{profile.email}</p>
        {profile.company_name && <p className="muted">{profile.company_name}</p>}
      </div>
      <div className="profile-summary-actions">
        {pending ? (
          <>
            <p className="field-hint" role="status">
              Preview of {pending.file.name}. Save to use it.
            </p>
            <div className="button-row">
              <Button size="sm" loading={mutation.isPending} onClick={() => mutation.mutate(pending.file)}>
                Save
              </Button>
              <Button size="sm" variant="secondary" disabled={mutation.isPending} onClick={() => setPending(null)}>
                Cancel
              </Button>
            </div>
          </>
        ) : (
          <>
            <input
              id="avatar-upload"
              className="visually-hidden file-input"
              type="file"
              accept={AVATAR_TYPES.join(",")}
              onChange={choose}
              aria-describedby="avatar-rules"
            />
            <label htmlFor="avatar-upload" className="btn btn-secondary btn-sm">
              <Icon name="camera" size={16} /> Upload avatar
            </label>
            <p className="field-hint" id="avatar-rules">
              PNG, JPEG, GIF or WebP, up to 2 MB.
            </p>
          </>
        )}
        {problem && (
          <p className="field-error" role="alert">
            {problem}
          </p>
        )}
      </div>
    </section>
  );
}
