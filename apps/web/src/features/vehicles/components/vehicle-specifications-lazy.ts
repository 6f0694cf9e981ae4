import { preloadableLazy } from '../../../lib/lazy-module';

/**
 * The car page's Features and Specifications (below its first screen, and nothing in them to
 * press), out of its first load so the gallery has room (issue 38). A server-rendered page keeps
 * the server's drawing of them until the chunk arrives and React hydrates them.
 */
export const VehicleSpecifications = preloadableLazy(() => import('./vehicle-specifications'));
