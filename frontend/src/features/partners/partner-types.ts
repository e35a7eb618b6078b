/** Each partner type's colour (a class of partner-card.module.css) and emoji; anything unknown gets the default. */
export interface PartnerTypeStyle {
  tone: 'technology' | 'government' | 'sustainability' | 'culinary' | 'activity' | 'wellness' | 'other';
  emoji: string;
}

const styles = new Map<string, PartnerTypeStyle>([
  ['AI Technology Partner', { tone: 'technology', emoji: '🤖' }],
  ['Government Partner', { tone: 'government', emoji: '🏛️' }],
  ['Sustainability Partner', { tone: 'sustainability', emoji: '🌱' }],
  ['F&B Partner', { tone: 'culinary', emoji: '🍽️' }],
  ['Activity Partner', { tone: 'activity', emoji: '🏔️' }],
  ['Wellness Partner', { tone: 'wellness', emoji: '🧘' }],
]);

export const defaultPartnerTypeStyle: PartnerTypeStyle = { tone: 'other', emoji: '🤝' };

export function partnerTypeStyle(type: string): PartnerTypeStyle {
  return styles.get(type) ?? defaultPartnerTypeStyle;
}
