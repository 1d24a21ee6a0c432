import { LocalBroadcast, type Broadcast, type BroadcastListener } from '../cache/broadcast';

/** A broadcast whose connection to the other servers a test drops and restores, as PostgresBroadcast does on a lost connection. */
export class SwitchableBroadcast implements Broadcast {
  private live = true;
  private readonly local = new LocalBroadcast();
  private readonly resets: BroadcastListener[] = [];

  get isLive(): boolean {
    return this.live;
  }

  publish(topic: string, message: unknown): Promise<void> {
    return this.local.publish(topic, message);
  }

  subscribe(topic: string, listener: BroadcastListener): () => void {
    this.resets.push(listener);
    return this.local.subscribe(topic, listener);
  }

  drop(): void {
    this.live = false;
    for (const listener of this.resets) listener.onReset();
  }

  restore(): void {
    for (const listener of this.resets) listener.onReset();
    this.live = true;
  }

  async close(): Promise<void> {}
}
