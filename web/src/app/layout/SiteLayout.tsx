import { Outlet } from 'react-router-dom';

export function SiteLayout() {
  return <Outlet />;
}
