import type { Partner, TeamMember } from '@suvarna/contracts';
import type { Queryable } from '@suvarna/platform';

interface TeamRow {
  id: string;
  name: string;
  position: string;
  image: string;
  bio: string;
  expertise: string[];
  email: string;
  region: string;
}

interface PartnerRow {
  id: string;
  name: string;
  type: string;
  logo: string;
  description: string;
  website: string | null;
  partnership: string;
}

export async function listTeam(db: Queryable): Promise<TeamMember[]> {
  const { rows } = await db.query<TeamRow>('SELECT id, name, position, image, bio, expertise, email, region FROM team_members ORDER BY display_order');
  return rows.map((r) => ({ ...r, _id: r.id }));
}

export async function listPartners(db: Queryable): Promise<Partner[]> {
  const { rows } = await db.query<PartnerRow>('SELECT id, name, type, logo, description, website, partnership FROM partners ORDER BY display_order');
  return rows.map(({ website, ...r }) => ({ ...r, _id: r.id, ...(website ? { website } : {}) }));
}

export async function insertTeamMember(db: Queryable, m: TeamMember): Promise<void> {
  await db.query(
    `INSERT INTO team_members (id, name, position, image, bio, expertise, email, region) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (id) DO NOTHING`,
    [m.id, m.name, m.position, m.image, m.bio, JSON.stringify(m.expertise), m.email, m.region],
  );
}

export async function insertPartner(db: Queryable, p: Partner): Promise<void> {
  await db.query(
    `INSERT INTO partners (id, name, type, logo, description, website, partnership) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (id) DO NOTHING`,
    [p.id, p.name, p.type, p.logo, p.description, p.website ?? null, p.partnership],
  );
}
