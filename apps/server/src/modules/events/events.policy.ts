/** An event belongs to its creator only: nobody else reads, completes or deletes it (spec section 6). */
export function ownsEvent(callerId: string, event: { userId: string }): boolean {
  return event.userId === callerId;
}

/** Completion is offered only for today's events, not upcoming (or past) ones (spec section 4). */
export function mayCompleteOn(eventDate: string, orgToday: string): boolean {
  return eventDate === orgToday;
}
