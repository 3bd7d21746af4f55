import { createConversation, findConversation, unreadIn } from './conversations';
import type { Lead, Message } from './seed';
import { nextId, now, state } from './store';

export type NewLead = Omit<Lead, 'id' | 'createdAt'> & { message: string; subject?: string };

/**
 * Records a lead: the vendor's new request, with its conversation (the lead's id is the
 * conversation's, as id_solicitud) opening with the couple's message, unread by the vendor.
 */
export function createLead(input: NewLead): Lead {
  const { message, subject, ...fields } = input;
  const lead: Lead = { ...fields, id: nextId(state.leads, 7000), createdAt: now() };
  state.leads.push(lead);
  createConversation(
    { id: lead.id, kind: 'lead', userId: lead.userId, vendorId: lead.vendorId, subject: subject ?? defaultSubject(lead) },
    { fromType: 'user', body: message },
  );
  return lead;
}

export function findLead(id: number): Lead | undefined {
  return state.leads.find((l) => l.id === id);
}

/** One row of a vendor's requests inbox. */
export interface VendorRequest {
  lead: Lead;
  /** Messages from the couple the vendor has not read. */
  unread: number;
  lastMessage: Message | undefined;
}

/** A vendor's requests, newest first: what the vendor's inbox lists. */
export function vendorRequests(vendorId: number): VendorRequest[] {
  return state.leads
    .filter((l) => l.vendorId === vendorId)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map((lead) => {
      const conversation = findConversation(lead.id);
      return {
        lead,
        unread: conversation ? unreadIn(conversation, { type: 'vendor', id: vendorId }).length : 0,
        lastMessage: conversation?.messages.at(-1),
      };
    });
}

export function leadsOf(userId: number): Lead[] {
  return state.leads.filter((l) => l.userId === userId);
}

/** Vendors a user has already sent a lead to (the multi-category lead leaves them out). */
export function contactedVendorIds(userId: number): Set<number> {
  return new Set(leadsOf(userId).map((l) => l.vendorId));
}

function defaultSubject(lead: Lead): string {
  return lead.eventDate ? `Wedding on ${lead.eventDate}` : 'Wedding enquiry';
}
