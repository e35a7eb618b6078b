export { PreOpeningBenefits } from './components/pre-opening-benefits';
export { PreOpeningCard } from './components/pre-opening-card';
export { PreOpeningList } from './components/pre-opening-list';
export { PreOpeningsCta } from './components/pre-openings-cta';
export { EARLY_BIRD_DISCOUNT, PRE_OPENING_FEATURE_COUNT, PRE_OPENING_ROOM_COUNT } from './pre-opening-rules';
