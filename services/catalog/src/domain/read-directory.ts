import type { Partner, TeamMember } from '@suvarna/contracts';
import type { Queryable } from '@suvarna/platform';
import { listPartners, listTeam } from '../data-access/directory-repository';

/** The leadership team, in the order the site shows it. */
export const teamMembers = (db: Queryable): Promise<TeamMember[]> => listTeam(db);

/** The partners, in the order the site shows them. */
export const partners = (db: Queryable): Promise<Partner[]> => listPartners(db);
