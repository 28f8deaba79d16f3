import type { components } from "../../generated/openapi.ts"
import type { Lang } from "../../src/domain/language.ts"
import type { Db } from "../db/database.ts"
import { customerUserOfPersona } from "./store.ts"

type CustomerMessagingInfo = components["schemas"]["CustomerMessagingInfo"]

// spec: messages and prescription renewals are answered in 1-3 business days
export const CUSTOMER_MESSAGING_INFO: Record<Lang, CustomerMessagingInfo> = {
  fi: {
    active: true,
    heading: "Vastaamme viesteihin arkipäivisin",
    description:
      "Vastaamme viestiisi yleensä **1–3 arkipäivän** kuluessa. Kiireellisissä asioissa soita asiakaspalveluumme tai varaa etävastaanotto.",
    announcementType: "info",
  },
  sv: {
    active: true,
    heading: "Vi svarar på meddelanden på vardagar",
    description:
      "Vi svarar vanligtvis på ditt meddelande inom **1–3 vardagar**. I brådskande ärenden, ring vår kundtjänst eller boka en distansmottagning.",
    announcementType: "info",
  },
  en: {
    active: true,
    heading: "We answer messages on weekdays",
    description:
      "We usually reply to your message within **1–3 business days**. For urgent matters, call our customer service or book a remote appointment.",
    announcementType: "info",
  },
}

/**
 * The body of GET /api/messaging/status (getMessagingStatus) for a logged-in persona, for whichever route serves
 * it. The sandbox's messaging service is always operational.
 */
export function messagingStatus(
  db: Db,
  personaId: string,
  lang: Lang,
): components["schemas"]["MessagingStatus"] {
  return {
    maintenanceMode: false,
    systemStatus: "operational",
    customerMessagingUserId: customerUserOfPersona(db, personaId)?.id ?? null,
    customerMessagingInfo: CUSTOMER_MESSAGING_INFO[lang],
  }
}
