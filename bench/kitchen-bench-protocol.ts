// What bench/kitchen-sync.ts (the screens and the tapping hand) and bench/kitchen-server.ts (the
// server, in a process of its own) say to each other over IPC.

/** The event a baseline socket sends for the server to broadcast to the kitchen's room. */
export const RELAY_EVENT = 'bench:broadcast'

/** Where an HTTP request asks the benchmark's server for a bare broadcast (after `payload`). */
export const HTTP_BROADCAST_PATH = '/bench/broadcast'

export type KitchenServerRequest =
  | { id: number; name: 'placeOrders'; count: number; itemsPerOrder: number }
  | { id: number; name: 'payload' }
  | { id: number; name: 'commitProbe'; commits: number }
  | { id: number; name: 'close' }
  /** The baseline: a bare socket.io broadcast of `payload` to the kitchen's room (no answer). */
  | { id: number; name: 'broadcast'; payload: unknown }

export interface KitchenServerReady {
  url: string
  kitchenToken: string
  kitchenId: number
  database: string
}

export interface ItemStep {
  order_id: number
  item_id: number
  status: 'preparing' | 'ready' | 'served'
}
