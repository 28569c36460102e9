import type { StaffRole } from '../../../shared/contract/admin';

export const roleLabels: Record<StaffRole | 'staff', string> = {
  admin: 'Admin',
  manager: 'Manager',
  staff: 'Staff',
};
