/** Spec section 9: pre-opening cards show 3 features and 2 rooms; pre-booking claims up to 30% off. */
export const PRE_OPENING_FEATURE_COUNT = 3;
export const PRE_OPENING_ROOM_COUNT = 2;
export const EARLY_BIRD_DISCOUNT = '30%';
