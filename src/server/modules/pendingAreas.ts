/**
 * Where each action that has no handler yet will come from. The server answers such a call with
 * 501 naming the action and this issue area; a test keeps every action either handled or listed,
 * and every entry here naming an area that still has an unhandled action.
 */
export const pendingAreas: Record<string, string> = {};
