import type { ComponentType, ReactElement } from 'react';
import {
  CalendarIcon,
  DatabaseIcon,
  EnvelopeIcon,
  HistoryIcon,
  IdNumberIcon,
  LearningIcon,
  MediaIcon,
  NotificationsIcon,
  PeopleIcon,
  ShieldIcon,
} from '@blueprintjs/icons';
import { useAdminAuth } from '../auth/authStore';
import { AuditLogView } from '../audit/AuditLogView';
import { InstructorsTab } from '../instructors/InstructorsTab';
import { AnnouncementsTab } from '../announcements/AnnouncementsTab';
import { DataTab } from '../data/DataTab';
import { EnrollmentTab } from '../enrollment/EnrollmentTab';
import { EventsTab } from '../events/EventsTab';
import { FamiliesTab } from '../families/FamiliesTab';
import { GalleryTab } from '../gallery/GalleryTab';
import { MessagesTab } from '../messages/MessagesTab';
import { NewCountTag } from '../messages/NewCountTag';
import { StaffTab } from '../staff/StaffTab';

export type TabId =
  | 'announcements'
  | 'events'
  | 'enrollment'
  | 'gallery'
  | 'instructors'
  | 'messages'
  | 'families'
  | 'data'
  | 'staff'
  | 'audit';
export type TabDef = {
  id: TabId;
  label: string;
  icon: ReactElement;
  Panel: ComponentType;
  /** Shown after the label (the number of new messages). */
  Badge?: ComponentType<{ icon?: ReactElement }>;
  /** Shown to the owner only (the server answers 403 to anyone else anyway). */
  ownerOnly?: boolean;
};

/**
 * The tabs (docs/product.md#dashboard-tabs), Announcements first (the default); Families (notices
 * by email) sits beside the inbox, the other way the academy hears from and reaches families.
 */
export const TABS: TabDef[] = [
  { id: 'announcements', label: 'Announcements', icon: <NotificationsIcon />, Panel: AnnouncementsTab },
  { id: 'events', label: 'Events Calendar', icon: <CalendarIcon />, Panel: EventsTab },
  { id: 'enrollment', label: 'Enrollment', icon: <LearningIcon />, Panel: EnrollmentTab },
  { id: 'gallery', label: 'Gallery', icon: <MediaIcon />, Panel: GalleryTab },
  { id: 'instructors', label: 'Instructors', icon: <IdNumberIcon />, Panel: InstructorsTab, ownerOnly: true },
  { id: 'messages', label: 'Contact Messages', icon: <EnvelopeIcon />, Panel: MessagesTab, Badge: NewCountTag },
  { id: 'families', label: 'Families', icon: <PeopleIcon />, Panel: FamiliesTab, ownerOnly: true },
  { id: 'data', label: 'Data Management', icon: <DatabaseIcon />, Panel: DataTab },
  { id: 'staff', label: 'Staff', icon: <ShieldIcon />, Panel: StaffTab, ownerOnly: true },
  { id: 'audit', label: 'Audit Log', icon: <HistoryIcon />, Panel: AuditLogView, ownerOnly: true },
];
/** The tabs the signed-in account may use: an instructor never sees the owner's. */
export function useTabs(): TabDef[] {
  const isOwner = useAdminAuth((s) => s.account?.role === 'owner');
  return isOwner ? TABS : TABS.filter((t) => !t.ownerOnly);
}
export const tabById = (id: string | null, tabs: TabDef[] = TABS): TabDef => tabs.find((t) => t.id === id) ?? tabs[0];
