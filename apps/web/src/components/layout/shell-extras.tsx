// What the root layout shows around the page but not on its first paint: loaded with
// `React.lazy` after the first screen, as one chunk (decision 091). Each is fixed in place
// (the social rail, Back to top, Need help?) or below the fold (the footer), so nothing on the
// first screen moves when they arrive.
export { Footer } from './footer';
export { NeedHelp } from './need-help';
export { ScrollToTop } from './scroll-to-top';
export { SocialRail } from './social-rail';
