import { preloadableLazy } from '../../lib/lazy-module';

/**
 * The car page's "Chat with seller", out of its first load but loaded before the page hydrates
 * (app/page-modules.ts), so the button works from the first tap.
 */
export const CarChatButton = preloadableLazy(() => import('./car-chat-button'));
