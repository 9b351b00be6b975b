/** TEMPORARY until the domain's seat-colour rule lands (spec 001 §9, activity colours). */
export type SeatsLevel = 'plenty' | 'few' | 'danger' | 'none';
export const seatsLevel = (seats: number): SeatsLevel => (seats <= 0 ? 'none' : seats <= 2 ? 'danger' : seats <= 5 ? 'few' : 'plenty');
