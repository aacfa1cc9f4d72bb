import type { ComponentType, ReactElement } from 'react';
import {
  CalendarIcon,
  DatabaseIcon,
  EnvelopeIcon,
  HistoryIcon,
  IdNumberIcon,
  MediaIcon,
  NotificationsIcon,
  PeopleIcon,
} from '@blueprintjs/icons';
import { AuditLogView } from '../audit/AuditLogView';
import { InstructorsTab } from '../instructors/InstructorsTab';
import { AnnouncementsTab } from '../announcements/AnnouncementsTab';
import { DataTab } from '../data/DataTab';
import { EventsTab } from '../events/EventsTab';
import { FamiliesTab } from '../families/FamiliesTab';
import { GalleryTab } from '../gallery/GalleryTab';
import { MessagesTab } from '../messages/MessagesTab';
import { NewCountTag } from '../messages/NewCountTag';

export type TabId = 'announcements' | 'events' | 'gallery' | 'instructors' | 'messages' | 'families' | 'data' | 'audit';
export type TabDef = {
  id: TabId;
  label: string;
  icon: ReactElement;
  Panel: ComponentType;
  /** Shown after the label (the number of new messages). */
  Badge?: ComponentType<{ icon?: ReactElement }>;
  /** Only the owner's (DECISIONS.md, wave 4): the server answers anyone else 403. */
  ownerOnly?: true;
};

/**
 * The tabs (docs/product.md#dashboard-tabs), Announcements first (the default); Families (notices
 * by email) sits beside the inbox, the other way the academy hears from and reaches families.
 */
export const TABS: TabDef[] = [
  { id: 'announcements', label: 'Announcements', icon: <NotificationsIcon />, Panel: AnnouncementsTab },
  { id: 'events', label: 'Events Calendar', icon: <CalendarIcon />, Panel: EventsTab },
  { id: 'gallery', label: 'Gallery', icon: <MediaIcon />, Panel: GalleryTab },
  { id: 'instructors', label: 'Instructors', icon: <IdNumberIcon />, Panel: InstructorsTab },
  { id: 'messages', label: 'Contact Messages', icon: <EnvelopeIcon />, Panel: MessagesTab, Badge: NewCountTag },
  { id: 'families', label: 'Families', icon: <PeopleIcon />, Panel: FamiliesTab },
  { id: 'data', label: 'Data Management', icon: <DatabaseIcon />, Panel: DataTab },
  { id: 'audit', label: 'Audit Log', icon: <HistoryIcon />, Panel: AuditLogView, ownerOnly: true },
];
export const tabById = (id: string | null): TabDef => TABS.find((t) => t.id === id) ?? TABS[0];
