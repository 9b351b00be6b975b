/** The club's pools by poolID (spec 001 §3): proper names, the same in every language. */
export const POOL_NAMES: Readonly<Record<number, string>> = { 1: 'Fadura', 2: 'Gobela' };

/** A pool's name, '' for an unknown poolID. */
export const poolName = (poolID: number): string => POOL_NAMES[poolID] ?? '';
