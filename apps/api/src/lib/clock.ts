/**
 * What time it is. Code whose answer depends on "now" takes one, so a test moves time forward
 * instead of sleeping (docs/style.md: "Time is an input").
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
