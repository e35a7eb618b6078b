export { FocusAreas } from './components/focus-areas';
export { FutureProjectCard } from './components/future-project-card';
export { FutureProjectList } from './components/future-project-list';
export { FutureProjectsCta } from './components/future-projects-cta';
export { investmentHighlights, projectTimeline } from './project-timeline';
export type { TimelineStep } from './project-timeline';
