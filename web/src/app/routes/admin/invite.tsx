import { AdminInvitePage } from '@/features/admin';

export default AdminInvitePage;
