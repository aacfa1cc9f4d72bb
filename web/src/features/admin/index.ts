/**
 * The admin dashboard, for the web app's /admin routes and the desktop app's renderer. Both wrap
 * these pages in a router with the paths /admin/login and /admin/dashboard and a PlatformProvider.
 */
export { AdminLoginPage } from './auth/LoginPage';
export { AdminInvitePage } from './auth/InvitePage';
export { AdminDashboardPage } from './layout/DashboardPage';
export { useAdminAuth, type AuthStatus } from './auth/authStore';
