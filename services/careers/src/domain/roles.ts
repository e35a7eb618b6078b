import type { Role } from '@suvarna/contracts';
import type { AuthUser } from '@suvarna/platform';

/** Who runs the hiring pipeline. */
export const hrRoles: readonly Role[] = ['hr', 'admin'];
export const isHr = (user: AuthUser | undefined): boolean => !!user && hrRoles.includes(user.role);

/** A department head's department, as their token says; undefined for everyone else. */
export function headOf(user: AuthUser | undefined): string | undefined {
  return user?.role === 'department_head' ? user.department : undefined;
}

export const sameDepartment = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
