import { careersCities, careersMessages, RESUME_MAX_BYTES, type JobApplication } from '@suvarna/contracts';
import { describe, expect, it } from 'vitest';
import { applicantTiles } from './components/applicant-dashboard';
import { applicationProblem } from './components/application-modal';
import { matchesSearch } from './components/hr-dashboard';
import { buildJobOpenings, cityFilterOptions, departmentFilterOptions } from './job-openings';

const app = (status: string) => ({ status }) as JobApplication;
const values = { full_name: 'Ira Malhotra', email: 'ira@example.in', phone: '', experience_years: '4', cover_letter: 'Hello.', consent: true };
const file = (name: string, size: number, type = '') => new File([new Uint8Array(size)], name, { type });

describe('careers rules', () => {
  it('offers 19 department options and cycles the roles through the 17 cities', () => {
    expect(departmentFilterOptions).toHaveLength(19);
    expect(cityFilterOptions.slice(1)).toEqual([...careersCities]);
    const openings = buildJobOpenings();
    expect(openings.slice(0, 17).map((o) => o.city)).toEqual([...careersCities]);
    expect(openings[17]!.city).toBe(careersCities[0]);
    expect(new Set(openings.map((o) => o.level))).toEqual(new Set(['Entry', 'Mid', 'Senior']));
    expect(openings.every((o) => o.type === 'Full-time' && /LPA$/.test(o.salary) && o.requirements.length > 0)).toBe(true);
  });

  it('counts the applicant tiles by the spec’s formulas', () => {
    const apps = ['submitted', 'under_review', 'interview_phase', 'technical_round', 'final_interview', 'hired', 'rejected'].map(app);
    expect(applicantTiles(apps).map((t) => t.value)).toEqual([7, 2, 3, '14%']);
    expect(applicantTiles([]).map((t) => t.value)).toEqual([0, 0, 0, '0%']);
  });

  it('checks the form in the spec’s order', () => {
    const pdf = file('cv.pdf', 100, 'application/pdf');
    expect(applicationProblem(values, pdf)).toBeNull();
    expect(applicationProblem({ ...values, cover_letter: '  ' }, pdf)).toBe(careersMessages.required);
    expect(applicationProblem(values, null)).toBe(careersMessages.required);
    expect(applicationProblem(values, file('cv.png', 100, 'image/png'))).toBe(careersMessages.resumeType);
    expect(applicationProblem(values, file('cv.pdf', RESUME_MAX_BYTES + 1, 'application/pdf'))).toBe(careersMessages.resumeSize);
    expect(applicationProblem(values, file('cv.pdf', RESUME_MAX_BYTES, 'application/pdf'))).toBeNull();
    expect(applicationProblem({ ...values, experience_years: '51' }, pdf)).toBe(careersMessages.experience);
    expect(applicationProblem({ ...values, consent: false }, pdf)).toBe(careersMessages.consent);
  });

  it('searches name, e-mail and position, case-insensitively', () => {
    const a = { full_name: 'Ira Malhotra', email: 'ira@example.in', position_title: 'Software Engineer' };
    expect(['ira', 'EXAMPLE', 'software', ''].map((q) => matchesSearch(a, q))).toEqual([true, true, true, true]);
    expect(matchesSearch(a, 'rohan')).toBe(false);
  });
});
