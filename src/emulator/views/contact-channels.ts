/**
 * Contact channels on the wire (docs/protocol.md §13.10): the same view for every tier.
 */
import type { ContactChannelJson } from "../../interface/wire/contact-channels";
import type { ContactChannelRecord } from "../state/types";

export function contactChannelView(channel: ContactChannelRecord): ContactChannelJson {
  return {
    user_id: channel.userId,
    id: channel.id,
    value: channel.value,
    type: channel.type,
    used_for_auth: channel.usedForAuth,
    is_verified: channel.isVerified,
    is_primary: channel.isPrimary,
  };
}
