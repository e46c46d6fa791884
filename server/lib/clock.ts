/** The time in milliseconds since the epoch. Tests pass their own clock and move it at will. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
