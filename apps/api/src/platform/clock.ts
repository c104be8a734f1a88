/** The source of the current time; services take it so tests can set the time exactly. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
