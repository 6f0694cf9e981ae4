// What the root layout shows around the page but not on its first paint: loaded with
// `React.lazy` after the first screen, as one chunk (decision 091). Each is fixed in place
// (the social rail, Back to top, Need help?) or below the fold (the footer), so nothing on the
// first screen moves when they arrive. The language switch is in the top bar, in a box of its own
// size; a page the server rendered has it in its HTML and hydrates once this chunk is here.
export { Footer } from './footer';
export { LanguageLinks, LanguageMenu } from './language-switch';
export { NeedHelp } from './need-help';
export { PhoneMenu } from './phone-menu';
export { ScrollToTop } from './scroll-to-top';
export { SocialRail } from './social-rail';
