import { create } from 'zustand';
import type { ProtectedPage } from '@shared/constants';

/**
 * Page access (docs/product.md#member-pages): each member page starts unknown, is probed on load, and becomes
 * locked or unlocked. The cookie itself is httpOnly (docs/decisions.md#member-pages), so this store is the app's view of it.
 */
export type Access = 'unknown' | 'locked' | 'unlocked';
type State = { access: Record<ProtectedPage, Access>; setAccess(page: ProtectedPage, access: Access): void };

export const usePageAccess = create<State>((set) => ({
  access: { photos: 'unknown', training: 'unknown' },
  setAccess: (page, access) => set((s) => ({ access: { ...s.access, [page]: access } })),
}));
