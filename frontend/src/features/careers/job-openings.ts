import { careersCities, careersDepartments } from '@suvarna/contracts';

/** A job opening, built on the client (spec: Job opening). */
export interface JobOpening {
  id: string;
  title: string;
  level: 'Entry' | 'Mid' | 'Senior';
  salary: string;
  department: string;
  city: string;
  type: 'Full-time';
  description: string;
  requirements: readonly string[];
}

/** Two roles per department: the first at Mid level, the second at Senior or Entry. */
const rolesByDepartment: Record<string, readonly [string, JobOpening['level']][]> = {
  Engineering: [['Software Engineer', 'Mid'], ['Senior Platform Engineer', 'Senior']],
  Marketing: [['Digital Marketing Executive', 'Entry'], ['Brand Manager', 'Senior']],
  Operations: [['Operations Executive', 'Mid'], ['Hotel Operations Manager', 'Senior']],
  HR: [['Talent Acquisition Associate', 'Entry'], ['HR Business Partner', 'Senior']],
  Finance: [['Accounts Executive', 'Entry'], ['Finance Controller', 'Senior']],
  'F&B Service': [['Restaurant Steward', 'Entry'], ['Restaurant Manager', 'Senior']],
  'F&B Production': [['Commis Chef', 'Entry'], ['Sous Chef', 'Mid']],
  'Front Office': [['Guest Relations Associate', 'Entry'], ['Front Office Manager', 'Senior']],
  Housekeeping: [['Room Attendant', 'Entry'], ['Executive Housekeeper', 'Senior']],
  'AI Engineering': [['Machine Learning Engineer', 'Mid'], ['Lead AI Engineer', 'Senior']],
  'IT Services': [['IT Support Engineer', 'Entry'], ['IT Infrastructure Manager', 'Senior']],
  Security: [['Security Officer', 'Entry'], ['Chief Security Officer', 'Senior']],
  Sales: [['Sales Executive', 'Entry'], ['Corporate Sales Manager', 'Senior']],
  'Spa & Wellness': [['Spa Therapist', 'Entry'], ['Wellness Manager', 'Mid']],
  'Guest Experience': [['Guest Experience Associate', 'Entry'], ['Guest Experience Manager', 'Mid']],
  'Revenue Management': [['Revenue Analyst', 'Mid'], ['Director of Revenue', 'Senior']],
  Maintenance: [['Maintenance Technician', 'Entry'], ['Chief Engineer', 'Senior']],
  Procurement: [['Purchase Executive', 'Entry'], ['Procurement Manager', 'Mid']],
};

/** Salary ranges in lakh rupees per annum, by level. */
export const salaryByLevel: Record<JobOpening['level'], string> = { Entry: '3 – 6 LPA', Mid: '8 – 15 LPA', Senior: '18 – 35 LPA' };

export const requirementsByLevel: Record<JobOpening['level'], readonly string[]> = {
  Entry: ['0 to 2 years of experience', 'A degree or diploma in a related field', 'Warmth with guests and colleagues', 'Willingness to learn and to work shifts'],
  Mid: ['3 to 6 years of experience', 'A record of delivering in a similar role', 'Confidence with modern tools of the trade', 'Ability to guide junior colleagues'],
  Senior: ['8 or more years of experience', 'Leadership of teams and budgets', 'Strategic thinking with a guest-first mind', 'Experience in luxury hospitality or a comparable brand'],
};

/** Every opening: each department's roles, cycled through the 17 cities in turn. */
export function buildJobOpenings(): JobOpening[] {
  const openings: JobOpening[] = [];
  let cityIndex = 0;
  for (const department of careersDepartments) {
    for (const [title, level] of rolesByDepartment[department] ?? []) {
      const city = careersCities[cityIndex % careersCities.length]!;
      cityIndex++;
      openings.push({
        id: `${department}-${title}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        title,
        level,
        salary: salaryByLevel[level],
        department,
        city,
        type: 'Full-time',
        description: `Join the ${department} team at Suvarna ${city} as ${/^[AEIOU]/.test(title) ? 'an' : 'a'} ${title}, and help shape AI-powered hospitality across India.`,
        requirements: requirementsByLevel[level],
      });
    }
  }
  return openings;
}

export const allDepartmentsOption = 'All Departments';
export const allCitiesOption = 'All Cities';

/** 19 options: all, then the 18 departments. */
export const departmentFilterOptions = [allDepartmentsOption, ...careersDepartments];
/** All cities, then the 17 cities the openings are cycled through. */
export const cityFilterOptions = [allCitiesOption, ...careersCities];
