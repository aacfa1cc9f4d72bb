import { Tab, Tabs } from '@blueprintjs/core';
import { useTabs, type TabDef, type TabId } from './tabs';

/** Desktop-width tabs; only the open tab's panel is mounted, so each tab loads fresh when opened. */
export function DashboardTabs(props: { current: TabDef; onChange: (id: TabId) => void }) {
  const { Panel } = props.current;
  const tabs = useTabs();
  return (
    <Tabs
      id="admin-tabs"
      selectedTabId={props.current.id}
      onChange={(id) => props.onChange(id as TabId)}
      renderActiveTabPanelOnly
      size="large"
      className="admin-tabs"
    >
      {tabs.map((t) => (
        <Tab
          key={t.id}
          id={t.id}
          icon={t.icon}
          title={
            <>
              {t.label}
              {t.Badge && <t.Badge />}
            </>
          }
          panel={t.id === props.current.id ? <Panel /> : undefined}
          panelClassName="admin-panel"
        />
      ))}
    </Tabs>
  );
}
