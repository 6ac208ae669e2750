import { t } from '@lingui/core/macro';
import { useLocation, useNavigate, useSearch, type NavigateOptions } from '@tanstack/react-router';
import type { LocalizedProject, TagLabels } from '@/domain/localize-content';
import { useDeferredValue, useLayoutEffect, useMemo, useRef } from 'react';
import { PROJECTS_PER_PAGE } from '@/domain/project-pages';
import { ALL_TAGS, filterProjectsByTag, listTags, sameTag } from '@/domain/project-tags';
import { useProjects } from '@/queries/use-projects';
import { LoadError } from '@/ui/load-error';
import { NeedsJavaScriptNote } from '@/ui/needs-javascript-note';
import { Skeleton } from '@/ui/skeleton';
import { useHydrated } from '@/ui/use-hydrated';
import { LiveUpdatesNotice } from '@/ui/live-updates-notice';
import { ProjectGrid } from './project-grid';
import { ShowMoreProjects } from './show-more-projects';
import { TagFilter } from './tag-filter';
import './projects-section.css';
import { usePageLanguage } from '@/ui/page-language';

const SKELETON_CARDS = 3;

/**
 * Featured projects, live from the repository, filtered by one tag at a time, a page of them
 * at first and more on request. Projects once on screen stay there: an error after them only
 * pauses their live updates, and says so.
 *
 * The chosen tag is the address's `?tag=`, so a filtered list can be linked to and comes back
 * with Back. Choosing one replaces the history entry: a visitor's Back leaves the page, not the
 * last tag they tried. How far the list was opened is kept in the history entry too, so Back
 * from a project returns to the list as long as it was, where it was scrolled to.
 */
export function ProjectsSection() {
  const { projects, retry, retrying } = useProjects(usePageLanguage());
  const navigate = useNavigate({ from: '/' });
  const addressTag = useSearch({ from: '/', select: (search) => search.tag }) ?? ALL_TAGS;
  const shownBefore = useLocation({ select: (location) => location.state.projectsShown });
  // The build rendered the list unfiltered and a page long, for every address: hydration
  // renders the same, and the address's tag and length apply once the page runs.
  const hydrated = useHydrated();
  const selectedTag = hydrated ? addressTag : ALL_TAGS;
  /** Changes what the list shows in place: the same history entry, the page where it was. */
  const showInPlace = (change: Pick<NavigateOptions, 'search' | 'state'>) =>
    void navigate({
      search: true,
      hash: true,
      replace: true,
      resetScroll: false,
      hashScrollIntoView: false,
      ...change,
    });
  const chooseTag = (tag: string) =>
    showInPlace({
      search: (search) => ({ ...search, tag: tag === ALL_TAGS ? undefined : tag }),
    });
  const all = useMemo(() => projects.data ?? [], [projects.data]);
  const tags = useMemo(() => listTags(all), [all]);
  // Every project labels a tag alike in the page's language (localizeProjects).
  const labels = useMemo(() => labelsOf(all), [all]);
  // A tag can vanish while the list is live; fall back to All rather than show nothing.
  // The address's tag may be spelled in another case ("?tag=android"): it names the listed one.
  const activeTag = tags.find((tag) => sameTag(tag, selectedTag)) ?? ALL_TAGS;
  // The filter answers at once and the list follows a frame later, so a tag switch stays
  // quick to show even with hundreds of projects.
  const listedTag = useDeferredValue(activeTag);
  // How far the list was opened, for the tag it was opened with: another tag starts at a page.
  const paging = (hydrated && shownBefore) || { tag: ALL_TAGS, limit: PROJECTS_PER_PAGE };
  const limit = paging.tag === listedTag ? paging.limit : PROJECTS_PER_PAGE;
  const tagged = useMemo(() => filterProjectsByTag(all, listedTag), [all, listedTag]);
  const grid = useRef<HTMLUListElement>(null);
  const firstNewCard = useRef<number | null>(null);
  // Focus goes to the first card that "Show more" brought, where reading goes on.
  useLayoutEffect(() => {
    if (firstNewCard.current === null) return;
    const shown = grid.current?.querySelectorAll(':scope > li:not([hidden]) > article');
    (shown?.[firstNewCard.current] as HTMLElement | undefined)?.focus();
    firstNewCard.current = null;
  }, [limit]);
  const showMore = () => {
    firstNewCard.current = limit;
    showInPlace({
      state: (state) => ({
        ...state,
        projectsShown: { tag: listedTag, limit: limit + PROJECTS_PER_PAGE },
      }),
    });
  };

  return (
    <section id="projects" className="projects" aria-labelledby="projects-title">
      <h2 id="projects-title" className="section-title">
        {t`Featured Projects`}
      </h2>
      {projects.data === undefined ? (
        projects.isError ? (
          <LoadError message={t`The projects could not be loaded.`} onRetry={retry} />
        ) : (
          <ul className="project-grid" aria-busy="true" aria-label={t`Loading projects`}>
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <li key={index}>
                <Skeleton className="project-skeleton" />
              </li>
            ))}
          </ul>
        )
      ) : (
        <>
          {projects.isError && (
            <LiveUpdatesNotice subject={t`these projects`} retrying={retrying} onRetry={retry} />
          )}
          {all.length === 0 ? (
            <p className="empty-state">{t`No projects to show yet. Please check back soon.`}</p>
          ) : (
            <>
              <TagFilter tags={tags} labels={labels} value={activeTag} onChange={chooseTag} />
              <NeedsJavaScriptNote>
                {t`Filtering by tag and turning the pictures need JavaScript, which is off in this browser. Every project is listed below.`}
              </NeedsJavaScriptNote>
              <ProjectGrid
                ref={grid}
                projects={all}
                tag={listedTag}
                tagged={tagged}
                limit={limit}
              />
              {all.length > PROJECTS_PER_PAGE && (
                <ShowMoreProjects
                  shown={Math.min(limit, tagged.length)}
                  total={tagged.length}
                  onShowMore={showMore}
                />
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}

/** Each tag's label, by the tag's key, as the projects carry them. */
function labelsOf(projects: readonly LocalizedProject[]): TagLabels {
  return new Map(
    projects.flatMap((project) =>
      project.tags.flatMap((tag, index) => {
        const label = project.tagLabels[index];
        return label ? [[tag.toLowerCase(), label] as const] : [];
      }),
    ),
  );
}
