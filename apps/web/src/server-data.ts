/**
 * The element that carries the server's answers to the browser (entry-server.tsx writes it,
 * main.tsx reads it): a JSON script, never executed.
 */
export const SERVER_DATA_ELEMENT_ID = 'carmarket-data';
