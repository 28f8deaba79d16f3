import type payment from "../../../locales/fi/payment.json"
import type invoices from "../../../locales/fi/invoices.json"
import { defineFeature } from "../../kit/feature/manifest.ts"
import { paymentsRoutes } from "./routes.ts"
import type { PaymentAreaModel } from "./store/payment/area.ts"
import type { InvoicesAreaModel } from "./store/invoices/area.ts"

/** Invoices and their online payment: the list, an invoice's summary, the payment and its result. */
export const paymentsFeature = defineFeature({
  name: "payments",
  routes: paymentsRoutes,
  menu: ["invoices"],
  namespaces: ["payment", "invoices"],
  stores: {
    payment: () => import("./store/payment/area.ts").then((module) => module.PaymentAreaModel),
    invoices: () => import("./store/invoices/area.ts").then((module) => module.InvoicesAreaModel),
  },
})

declare module "../../platform/i18n/types.ts" {
  interface Resources {
    payment: typeof payment
    invoices: typeof invoices
  }
}

declare module "../../kit/stores/areas.ts" {
  interface AreaRegistry {
    payment: typeof PaymentAreaModel
    invoices: typeof InvoicesAreaModel
  }
}
