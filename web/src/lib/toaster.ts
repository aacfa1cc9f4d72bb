import { OverlayToaster, Position } from '@blueprintjs/core';

/** Loaded on first notification only (see toast.tsx), so Blueprint's overlay code stays out of the first page load. */
export const createToaster = () =>
  OverlayToaster.create({ position: Position.BOTTOM_RIGHT, maxToasts: 1, className: 'app-toaster' });
