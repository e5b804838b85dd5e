// Who wants which topic. The socket is shared, so a topic is subscribed on the wire while at least one owner (a
// tab) wants it, and unsubscribed when the last one lets go or goes away. Each owner holds a topic at most once:
// a tab counts its own screens itself and only reports its first and last.

export class TopicRefs<Owner> {
  private readonly owners = new Map<string, Set<Owner>>();
  private readonly held = new Map<Owner, Set<string>>();

  /** True when nobody wanted the topic before, so it must be subscribed. */
  add(owner: Owner, topic: string): boolean {
    let owners = this.owners.get(topic);
    const first = !owners;
    if (!owners) this.owners.set(topic, (owners = new Set()));
    owners.add(owner);
    let held = this.held.get(owner);
    if (!held) this.held.set(owner, (held = new Set()));
    held.add(topic);
    return first;
  }

  /** True when this owner was the last to want the topic, so it must be unsubscribed. */
  remove(owner: Owner, topic: string): boolean {
    const owners = this.owners.get(topic);
    if (!owners?.delete(owner)) return false;
    const held = this.held.get(owner);
    held?.delete(topic);
    if (held?.size === 0) this.held.delete(owner);
    if (owners.size > 0) return false;
    this.owners.delete(topic);
    return true;
  }

  /** Releases everything an owner held; returns the topics nobody wants any more. */
  dropOwner(owner: Owner): string[] {
    return this.topicsOf(owner).filter((topic) => this.remove(owner, topic));
  }

  topicsOf(owner: Owner): string[] {
    return [...(this.held.get(owner) ?? [])];
  }

  has(topic: string): boolean {
    return this.owners.has(topic);
  }

  count(topic: string): number {
    return this.owners.get(topic)?.size ?? 0;
  }

  topics(): string[] {
    return [...this.owners.keys()];
  }

  get size(): number {
    return this.owners.size;
  }
}
