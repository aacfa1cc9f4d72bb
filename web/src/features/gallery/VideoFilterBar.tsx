import { Button, ButtonGroup, Tab, Tabs } from '@blueprintjs/core';
import { useIsMobile } from '@/hooks/useIsMobile';
import { VIDEO_FILTERS, type VideoFilter } from './videoFilters';

type Props = { value: VideoFilter; counts: Record<VideoFilter, number>; onChange: (f: VideoFilter) => void; panel: React.ReactNode };

/** Desktop: toggle buttons; mobile: three tabs (SPEC.md point 2). Each shows its filter's count. */
export function VideoFilterBar({ value, counts, onChange, panel }: Props) {
  const mobile = useIsMobile();
  const label = (f: (typeof VIDEO_FILTERS)[number]) => `${f.label} (${counts[f.id]})`;
  if (mobile) {
    return (
      <Tabs id="video-filter" selectedTabId={value} onChange={(id) => onChange(id as VideoFilter)} fill renderActiveTabPanelOnly className="video-tabs">
        {VIDEO_FILTERS.map((f) => (
          <Tab key={f.id} id={f.id} title={<span className="video-tab-title">{f.label.replace(' Training', '')} <b>{counts[f.id]}</b></span>} aria-label={label(f)} panel={<>{panel}</>} />
        ))}
      </Tabs>
    );
  }
  return (
    <>
      <ButtonGroup className="video-filter-buttons" role="group" aria-label="Filter videos">
        {VIDEO_FILTERS.map((f) => (
          <Button key={f.id} size="large" intent={f.id === value ? 'primary' : 'none'} aria-pressed={f.id === value} onClick={() => onChange(f.id)} text={label(f)} />
        ))}
      </ButtonGroup>
      {panel}
    </>
  );
}
