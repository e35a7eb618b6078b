import { isAdminRole } from '@suvarna/contracts';
import type { AccountUser } from './account-types';

const roleLabels: Record<string, string> = {
  guest: 'Guest',
  admin: 'Administrator',
  manager: 'Manager',
  hr: 'HR Team',
  department_head: 'Department Head',
};

export function roleLabel(role: string | undefined): string {
  return (role && roleLabels[role]) ?? 'Guest';
}

/** Which parts of the dashboard a user sees (spec: Dashboard; admin access is role admin or manager). */
export function dashboardViews(user: Pick<AccountUser, 'role'>) {
  return {
    admin: isAdminRole(user.role),
    hr: user.role === 'hr',
    departmentHead: user.role === 'department_head',
  };
}
