export const roles = ['guest', 'admin', 'manager', 'hr', 'department_head'] as const;
export type Role = (typeof roles)[number];
export const adminRoles: readonly Role[] = ['admin', 'manager'];
export const isAdminRole = (role: string | undefined | null): boolean => adminRoles.includes(role as Role);
