import type { Option } from '@shared/contract/common';
import { personLabel } from '@/lib/personLabel';

/**
 * The Team Lead choices of the team form: every user who may lead, labelled 'Full Name <email>'
 * (the full name alone without an e-mail), then any lead the team already has who is no longer
 * among them, by the name the team gives.
 */
export function teamLeadOptions(
  leads: readonly { id: string; fullName: string; email: string }[],
  chosen: readonly { value: string; label: string }[],
): Option[] {
  const options = new Map(leads.map((lead) => [lead.id, personLabel(lead)]));
  for (const lead of chosen) if (!options.has(lead.value)) options.set(lead.value, lead.label);
  return [...options.entries()].map(([value, label]) => ({ value, label }));
}
