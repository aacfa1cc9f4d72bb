import { AdminLoginPage } from '@/features/admin';

export default AdminLoginPage;
