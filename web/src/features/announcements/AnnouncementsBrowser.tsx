import { FilterIcon, RefreshIcon } from '@blueprintjs/icons';
import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ANNOUNCEMENTS_PAGE_SIZE, SKELETONS } from '@shared/constants';
import type { Announcement } from '@shared/schemas';
import { LightButton } from '@/components/LightButton';
import { SkeletonList } from '@/components/Skeleton';
import { StateBox } from '@/components/StateBox';
import { AnnouncementCard, AnnouncementCardSkeleton } from './AnnouncementCard';
import { lazyDialog } from '@/components/lazyDialog';
import { useAnnouncements } from './api';
import { FilterChips } from './FilterChips';
import { DEFAULT_FILTERS, distinctCategories, filterAnnouncements } from './filter';
import './announcements.css';
import { t } from '@/i18n';

/**
 * Not one plural message: Lingui formats a plural's number with Intl.NumberFormat, whose first use
 * costs a phone tens of milliseconds while the list is drawn (web/src/i18n/messages.test.ts).
 */
const countText = (count: number) => (count === 1 ? t('announcements.countOne') : t('announcements.count', { count }));

// The filter fields (Blueprint's select and input) load when the visitor first shows them.
const FilterPanel = lazy(() => import('./FilterPanel').then((m) => ({ default: m.FilterPanel })));

const AnnouncementDialog = lazyDialog(() => import('./AnnouncementDialog').then((m) => m.AnnouncementDialog));

/** The /announcements list: filters panel, chips, and the loading, error, empty and populated states. */
export function AnnouncementsBrowser() {
  const { data, error, loading } = useAnnouncements();
  const [filters, setFilters] = useState(DEFAULT_FILTERS);
  const [showFilters, setShowFilters] = useState(false);
  const [open, setOpen] = useState<Announcement | null>(null);
  const matching = useMemo(() => filterAnnouncements(data ?? [], filters), [data, filters]);
  // The first cards, more on request; a new search, category or order starts from the top again.
  const [limit, setLimit] = useState(ANNOUNCEMENTS_PAGE_SIZE);
  const [limitFor, setLimitFor] = useState(filters);
  if (limitFor !== filters) {
    setLimitFor(filters);
    setLimit(ANNOUNCEMENTS_PAGE_SIZE);
  }
  const shown = matching.slice(0, limit);
  const left = matching.length - shown.length;
  // After 'Show More', the keyboard goes on from the first card it added, not from the button.
  const list = useRef<HTMLDivElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    if (focusFrom.current === null) return;
    const card = list.current?.querySelectorAll('.announcement-card')[focusFrom.current];
    focusFrom.current = null;
    card?.querySelector<HTMLElement>('button, a')?.focus();
  }, [limit]);
  const showMore = () => {
    focusFrom.current = limit;
    setLimit(limit + ANNOUNCEMENTS_PAGE_SIZE);
  };
  // Only for the filter panel, once shown: sorting by label (localeCompare) sets up the browser's
  // collator, tens of milliseconds on a phone, which the list's first drawing should not wait for.
  const categories = useMemo(() => (showFilters ? distinctCategories(data ?? []) : []), [data, showFilters]);
  const narrowed = !!filters.search.trim() || !!filters.category;
  // The urgent notice banner links here with ?notice=<id>: that announcement opens once loaded.
  const [params, setParams] = useSearchParams();
  const wanted = params.get('notice');
  useEffect(() => {
    const hit = wanted ? data?.find((a) => a.id === wanted) : undefined;
    if (hit) setOpen(hit);
  }, [wanted, data]);
  const close = () => {
    setOpen(null);
    if (wanted)
      setParams(
        (p) => {
          p.delete('notice');
          return p;
        },
        { replace: true },
      );
  };

  return (
    <section className="announcements-browser" aria-labelledby="all-announcements">
      <div className="section__head">
        <h2 id="all-announcements">{t('announcements.allTitle')}</h2>
        <LightButton
          icon={<FilterIcon />}
          aria-expanded={showFilters}
          aria-controls="announcement-filters"
          onClick={() => setShowFilters((s) => !s)}
        >
          {showFilters ? t('announcements.hideFilters') : t('announcements.showFilters')}
        </LightButton>
      </div>
      {showFilters && (
        <Suspense fallback={null}>
          <FilterPanel filters={filters} categories={categories} onChange={setFilters} />
        </Suspense>
      )}
      <FilterChips filters={filters} onChange={setFilters} />
      {error ? (
        <StateBox
          tone="error"
          text={t('announcements.loadFailed')}
          action={
            <LightButton
              intent="primary"
              icon={<RefreshIcon />}
              text={t('announcements.refresh')}
              onClick={() => window.location.reload()}
            />
          }
        />
      ) : loading ? (
        <div className="announcement-list">
          <SkeletonList
            count={SKELETONS.announcementsPage}
            label={t('announcements.loading')}
            render={(i) => <AnnouncementCardSkeleton key={i} variant="list" />}
          />
        </div>
      ) : matching.length === 0 ? (
        <StateBox
          title={t('announcements.noneTitle')}
          text={t('announcements.noneText')}
          action={
            narrowed && (
              <LightButton
                intent="primary"
                text={t('announcements.resetFilters')}
                onClick={() => setFilters(DEFAULT_FILTERS)}
              />
            )
          }
        />
      ) : (
        <div className="announcement-list" ref={list}>
          <p className="visually-hidden" role="status">
            {left > 0
              ? t('announcements.showing', { shown: shown.length, total: matching.length })
              : countText(matching.length)}
          </p>
          {shown.map((a) => (
            <AnnouncementCard key={a.id} item={a} variant="list" onOpen={setOpen} />
          ))}
          {left > 0 && (
            <div className="announcement-list__more">
              <LightButton
                intent="primary"
                variant="outlined"
                size="large"
                text={t('announcements.showMore', { left })}
                onClick={showMore}
              />
            </div>
          )}
        </div>
      )}
      <AnnouncementDialog open={!!open} item={open} onClose={close} />
    </section>
  );
}
