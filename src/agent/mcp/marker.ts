// Its own module, so that naming the variable does not load the MCP SDK (stdio-transport.ts does).
/** Set in every stdio server's environment, with a value unique to that server. */
export const MCP_MARKER_VARIABLE = 'LEASH_MCP_SERVER';
