import type { Hotel, ProjectMilestone } from '@suvarna/contracts';

export interface TimelineStep {
  phase: string;
  /** As guests read it: 'March 2025', or the data's own label such as '2026 Q2'. */
  when: string;
  description?: string;
  /** The milestone's month has begun. */
  reached: boolean;
}

const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' });

function readMonth(date: string): Date | null {
  const match = /^(\d{4})-(\d{2})/.exec(date);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, 1) : null;
}

/**
 * The project's milestones for its timeline. A project listed without any still shows where it stands: a
 * planning start and its opening, so no card has an empty timeline.
 */
export function projectTimeline(hotel: Pick<Hotel, 'openingDate' | 'projectTimeline'>, now: Date): TimelineStep[] {
  const milestones: ProjectMilestone[] =
    hotel.projectTimeline && hotel.projectTimeline.length > 0
      ? hotel.projectTimeline
      : hotel.openingDate
        ? [
            { phase: 'Design & Planning', date: 'Under way' },
            { phase: 'Grand Opening', date: hotel.openingDate.slice(0, 7) },
          ]
        : [];
  const thisMonth = new Date(now.getFullYear(), now.getMonth(), 1);
  return milestones.map((milestone) => {
    const month = readMonth(milestone.date);
    return {
      phase: milestone.phase,
      when: month ? monthYear.format(month) : milestone.date,
      description: milestone.description,
      reached: month ? month <= thisMonth : milestone.date === 'Under way',
    };
  });
}

/** Static figures the spec gives for every future project. */
export const investmentHighlights = [
  { value: '₹500Cr+', label: 'Investment' },
  { value: '200+', label: 'Jobs Created' },
  { value: '50+', label: 'AI Features' },
] as const;
