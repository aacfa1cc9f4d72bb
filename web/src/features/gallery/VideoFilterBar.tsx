import { Button, ButtonGroup, Tab, Tabs } from '@blueprintjs/core';
import { useHydrated } from '@/hooks/useHydrated';
import { t } from '@/i18n';
import { useIsMobile } from '@/hooks/useIsMobile';
import { VIDEO_FILTERS, type VideoFilter } from './videoFilters';

type Props = {
  value: VideoFilter;
  counts: Record<VideoFilter, number>;
  onChange: (f: VideoFilter) => void;
  panel: React.ReactNode;
};

/** Desktop: toggle buttons; mobile: three tabs (docs/product.md#training-page). Each shows its filter's count. */
export function VideoFilterBar(props: Props) {
  const mobile = useIsMobile();
  // Prerendered, when the viewport is not known: both bars, CSS shows one; the panel once (data
  // may arrive before the switch, and a list drawn twice would be read twice).
  if (!useHydrated()) {
    return (
      <>
        <div className="ssr-wide-only">
          <FilterButtons {...props} panel={null} />
        </div>
        <div className="ssr-narrow-only">
          <FilterTabs {...props} panel={null} />
        </div>
        {props.panel}
      </>
    );
  }
  return mobile ? <FilterTabs {...props} /> : <FilterButtons {...props} />;
}

const label = (f: VideoFilter, counts: Props['counts']) =>
  t('gallery.filterWithCount', { label: t(`gallery.filter.${f}`), count: counts[f] });

function FilterTabs({ value, counts, onChange, panel }: Props) {
  return (
    <Tabs
      id="video-filter"
      selectedTabId={value}
      onChange={(id) => onChange(id as VideoFilter)}
      fill
      renderActiveTabPanelOnly
      className="video-tabs"
    >
      {VIDEO_FILTERS.map((f) => (
        <Tab
          key={f}
          id={f}
          title={
            <span className="video-tab-title">
              {t(`gallery.filterShort.${f}`)} <b>{counts[f]}</b>
            </span>
          }
          aria-label={label(f, counts)}
          panel={<>{panel}</>}
        />
      ))}
    </Tabs>
  );
}

function FilterButtons({ value, counts, onChange, panel }: Props) {
  return (
    <>
      <ButtonGroup className="video-filter-buttons" role="group" aria-label={t('gallery.filterVideos')}>
        {VIDEO_FILTERS.map((f) => (
          <Button
            key={f}
            size="large"
            intent={f === value ? 'primary' : 'none'}
            aria-pressed={f === value}
            onClick={() => onChange(f)}
            text={label(f, counts)}
          />
        ))}
      </ButtonGroup>
      {panel}
    </>
  );
}
