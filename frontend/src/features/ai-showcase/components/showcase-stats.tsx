import { StatsStrip } from '../../../components/ui/stats-strip';

const stats = [
  { value: '95%', label: 'Guest Satisfaction', note: 'with AI-assisted stays' },
  { value: '23%', label: 'Early-Booking Savings', note: 'found by Smart Reservations' },
  { value: '24/7', label: 'Concierge Availability', note: 'in every property' },
  { value: '12', label: 'Languages Spoken', note: 'including Hindi and Tamil' },
] as const;

export function ShowcaseStats() {
  return <StatsStrip label="Suvarna AI in numbers" stats={stats} />;
}
