import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { EmptyState } from "../../components/ui/EmptyState";
import { ListCard } from "../../components/ui/ListCard";
import { FilteredEmpty } from "../../components/ui/ListStates";
import { StatusFilters } from "../../components/ui/StatusFilters";
import type { FilteredList } from "../../hooks/use-filtered-list";
import { DeleteContentDialog } from "./DeleteContentDialog";
import { InstagramAccountPicker } from "./InstagramAccountPicker";
import { FETCH_CONTENTS_FAILED_MESSAGE } from "./social-messages";
import { type SocialAgent, type SocialContent, socialContentsQueryOptions } from "./social-queries";
import { SOCIAL_CONTENT_FILTERS, type SocialContentStatus } from "./social-search";
import { SocialContentTable } from "./SocialContentTable";
import { VideoDialog } from "./VideoDialog";
import "./social.css";

type Dialog = { kind: "watch" | "instagram" | "delete"; content: SocialContent } | null;

/** One agent's videos, searched, filtered and paged through the URL; rows in flight refresh on their own. */
export function SocialContentListCard({ agent, filtering }: { agent: SocialAgent; filtering: FilteredList<SocialContentStatus> }) {
  const { list, status, onReset } = filtering;
  const { page, limit, search } = list;
  const query = useQuery(socialContentsQueryOptions(agent.bot_id, page, limit, search, status));
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const open = (kind: NonNullable<Dialog>["kind"]) => (content: SocialContent) => setDialog({ kind, content });

  return (
    <ListCard
      title="Videos"
      subtitle="Each video is made from one post; publish it to Instagram once it is done."
      filters={<StatusFilters what="videos" placeholder="Post title" emptyLabel="All" options={SOCIAL_CONTENT_FILTERS} filtering={filtering} />}
      filtersClassName="social-filters"
      query={query}
      paging={list}
      loadingLabel="Loading videos…"
      errorTitle={FETCH_CONTENTS_FAILED_MESSAGE}
      empty={
        search || status ? (
          <FilteredEmpty
            title="No content found"
            message={search ? `No video's post matches “${search}”.` : undefined}
            clearLabel="Show every video"
            onClear={onReset}
          />
        ) : (
          <EmptyState icon="camera" title="No content found">
            <p>This agent has not made a video yet: Generate Content turns posts you pick into videos.</p>
          </EmptyState>
        )
      }
      listName="The agent's video list"
      pagesLabel="Video list pages"
      sizeLabel="Rows per page"
      dialogs={
        <>
          <VideoDialog content={dialog?.kind === "watch" ? dialog.content : null} onClose={close} />
          <InstagramAccountPicker domainId={agent.blog_id} content={dialog?.kind === "instagram" ? dialog.content : null} onClose={close} />
          <DeleteContentDialog content={dialog?.kind === "delete" ? dialog.content : null} onClose={close} />
        </>
      }
    >
      {(shown) => <SocialContentTable list={shown} onWatch={open("watch")} onInstagram={open("instagram")} onDelete={open("delete")} />}
    </ListCard>
  );
}
