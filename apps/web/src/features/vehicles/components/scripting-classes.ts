/**
 * Classes for what the Buy Car page shows with JavaScript and what it shows without, by the
 * `scripting` media feature, so the server's HTML needs no second render to choose: parts that
 * only work in the app (one-tap price ranges, the sliders, the phone's Filters drawer, Reset)
 * hide without it, and the plain form's submit buttons show only without it.
 */
export const hiddenWithoutScripts = '[@media(scripting:none)]:hidden';

/**
 * Not shown while scripts run (the app filters as the buyer taps, so no button is needed): a
 * block, and a button (inline-flex, as buttonStyles lays it out).
 */
export const blockWithoutScripts = 'hidden [@media(scripting:none)]:block';
export const buttonWithoutScripts = 'hidden [@media(scripting:none)]:inline-flex';
