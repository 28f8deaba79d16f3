// generated from contracts/openapi.yaml by npm run generate; do not edit

export interface paths {
  "/api/session": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The current session
     * @description Read when a page loads. An anonymous visitor gets a session too: no csrf token, no user, not valid.
     */
    get: operations["getSession"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
}
export type webhooks = Record<string, never>
export interface components {
  schemas: {
    ValidationError: {
      /** @constant */
      type: "ValidationError"
      details: components["schemas"]["ValidationIssue"][]
    }
    ValidationIssue: {
      /** @description Where the problem is, e.g. `query.lang` or `body.phoneNumber` */
      path: string
      message: string
    }
    /**
     * @description Interface language; fi is the default
     * @enum {string}
     */
    Lang: "fi" | "sv" | "en"
    /**
     * @description The brand (adult or children's) and its environment
     * @enum {string}
     */
    Environment: "adult-development" | "adult-production" | "children-development" | "children-production"
    /** @enum {string} */
    Feature:
      | "mfa"
      | "customer-messaging-enabled"
      | "customer-messaging-allowed"
      | "sickness-fund-page"
      | "is-finnair-sickness-fund-member"
      | "pikkutsatti"
      | "price-details"
      | "kela65"
      | "ohc-appointment-search"
      | "lahitapiola-insurance-flow"
    /**
     * @default private
     * @enum {string}
     */
    HealthCareType: "private" | "kela65" | "occupational" | "insurance"
    /**
     * @description inAppBooking when the portal runs inside the mobile app's booking webview
     * @enum {string}
     */
    SessionScope: "standard" | "inAppBooking"
    /** @description How long an authentication lasts; shown on the timed-out page */
    AuthTokenTimeout: {
      value: number
      /** @enum {string} */
      units: "minutes" | "hours"
    }
    SessionUser: {
      firstName: string
      lastName: string
    }
    Session: {
      /** @description Sent back in the csrfToken query parameter; empty for an anonymous visitor */
      csrfToken: string
      lang: components["schemas"]["Lang"]
      isSessionValid: boolean
      /**
       * Format: date-time
       * @description When the session ends; null for an anonymous visitor
       */
      sessionExpires: string | null
      authTokenTimeout: components["schemas"]["AuthTokenTimeout"]
      features: components["schemas"]["Feature"][]
      sessionScope: components["schemas"]["SessionScope"]
      healthCareType: components["schemas"]["HealthCareType"]
      environment: components["schemas"]["Environment"]
      isLoggedIn: boolean
      /** @description The logged-in person, for the header's user name; null for an anonymous visitor */
      user: components["schemas"]["SessionUser"] | null
      hasOccupationalHealthcare: boolean
    }
  }
  responses: {
    /** @description The request did not match the contract */
    ValidationError: {
      headers: {
        [name: string]: unknown
      }
      content: {
        /**
         * @example {
         *       "type": "ValidationError",
         *       "details": [
         *         {
         *           "path": "query.lang",
         *           "message": "must be equal to one of the allowed values"
         *         }
         *       ]
         *     }
         */
        "application/json": components["schemas"]["ValidationError"]
      }
    }
  }
  parameters: never
  requestBodies: never
  headers: never
  pathItems: never
}
export type $defs = Record<string, never>
export interface operations {
  getSession: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The session of this browser */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Session"]
        }
      }
    }
  }
}
