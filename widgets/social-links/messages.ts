/** The connected accounts' words (ours: the spec names the calls, not what the page says). */
export const messages = {
  connected: 'Connected',
  notConnected: 'Not connected',
  connect: (network: string) => `Connect ${network}`,
  disconnect: (network: string) => `Disconnect ${network}`,
  nowConnected: (network: string) => `Your ${network} account is connected.`,
  nowDisconnected: (network: string) => `Your ${network} account is disconnected.`,
  connectFailed: (network: string) => `Your ${network} account could not be connected. Please try again.`,
  disconnectFailed: (network: string) => `Your ${network} account could not be disconnected. Please try again.`,
} as const;
