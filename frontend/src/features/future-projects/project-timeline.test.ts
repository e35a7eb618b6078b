import { describe, expect, it } from 'vitest';
import { projectTimeline } from './project-timeline';

const now = new Date(2026, 0, 10);

describe('projectTimeline', () => {
  it('when milestones are given by month, then they read as month and year and those begun are marked reached', () => {
    const steps = projectTimeline(
      {
        openingDate: '2026-12-01',
        projectTimeline: [
          { phase: 'Design & Planning', date: '2025-03', description: 'Permits' },
          { phase: 'Construction', date: '2026-01' },
          { phase: 'Grand Opening', date: '2026-12' },
        ],
      },
      now,
    );
    expect(steps).toEqual([
      { phase: 'Design & Planning', when: 'March 2025', description: 'Permits', reached: true },
      { phase: 'Construction', when: 'January 2026', description: undefined, reached: true },
      { phase: 'Grand Opening', when: 'December 2026', description: undefined, reached: false },
    ]);
  });

  it('when a milestone has a label instead of a month, then the label is shown as given', () => {
    const [step] = projectTimeline({ projectTimeline: [{ phase: 'Construction', date: '2027 Q2' }] }, now);
    expect(step).toMatchObject({ when: '2027 Q2', reached: false });
  });

  it('when a project lists no milestones, then planning and the opening month stand in for them', () => {
    expect(projectTimeline({ openingDate: '2027-06-01' }, now)).toEqual([
      { phase: 'Design & Planning', when: 'Under way', description: undefined, reached: true },
      { phase: 'Grand Opening', when: 'June 2027', description: undefined, reached: false },
    ]);
    expect(projectTimeline({}, now)).toEqual([]);
  });
});
