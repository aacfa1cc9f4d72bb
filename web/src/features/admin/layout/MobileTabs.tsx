import { useState } from 'react';
import { Button, Drawer, Menu, MenuItem, Position } from '@blueprintjs/core';
import { MenuIcon } from '@blueprintjs/icons';
import { useTabs, type TabDef, type TabId } from './tabs';

/** Under 768 px the tabs become a menu sheet that slides down from the top (docs/product.md#dashboard-tabs). */
export function MobileTabs(props: { current: TabDef; onChange: (id: TabId) => void }) {
  const [open, setOpen] = useState(false);
  const tabs = useTabs();
  const { Panel } = props.current;
  return (
    <>
      <Button
        className="admin-mobile-menu-button"
        fill
        size="large"
        alignText="start"
        icon={props.current.icon}
        endIcon={<MenuIcon />}
        text={
          <>
            {props.current.label}
            {/* The count of new messages shows whichever section is open. */}
            {tabs.map((t) => t.Badge && <t.Badge key={t.id} icon={t.id === props.current.id ? undefined : t.icon} />)}
          </>
        }
        aria-label={`Sections menu, current section: ${props.current.label}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      />
      <Drawer
        isOpen={open}
        onClose={() => setOpen(false)}
        position={Position.TOP}
        size="auto"
        title="Dashboard sections"
        className="admin-menu-sheet"
      >
        <Menu className="admin-menu-sheet-list" size="large">
          {tabs.map((t) => (
            <MenuItem
              key={t.id}
              icon={t.icon}
              text={t.label}
              labelElement={t.Badge && <t.Badge />}
              active={t.id === props.current.id}
              aria-current={t.id === props.current.id ? 'page' : undefined}
              onClick={() => {
                props.onChange(t.id);
                setOpen(false);
              }}
            />
          ))}
        </Menu>
      </Drawer>
      <div className="admin-panel" role="region" aria-label={props.current.label}>
        <Panel />
      </div>
    </>
  );
}
