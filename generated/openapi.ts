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
  "/api/session/extend": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Extend a valid session
     * @description The session warning's "continue" (WCAG 2.2.1: a time limit the user can extend with a simple action). A
     *     valid login gets a whole new lifetime (`authTokenTimeout`) from now, with the same csrf token; the answer
     *     is the session as `getSession` gives it, with the new `sessionExpires`. A session that has already timed
     *     out (or waits for the SMS code) is not extended: 401, and the browser goes to the timed-out page.
     */
    post: operations["extendSession"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/appointments": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Search free appointment slots
     * @description One page of free appointment slots matching the filters, earliest first. The page size is fixed at 20
     *     (spec booking §9): the list shows 'load more' while the last page held exactly 20 items, and asks for the
     *     next page with `offset` grown by 20. A filter change starts again from offset 0.
     *
     *     The customer type is given by at most one of `isOccupationalHealthcare`, `isInsuranceCustomer` and
     *     `isKela65` (none: private customer); more than one is a 400. Anonymous visitors may search private,
     *     insurance and Kela65 slots; an occupational search needs a logged-in session (401 without one). A
     *     logged-in patient sends the csrf token as on every call.
     *
     *     `clinicIds` is what the client sends after adding related clinics (same municipality group, spec booking
     *     §9 neighbouring municipalities); the server does not widen it further. Slots that have already started are
     *     never returned, so a range starting today is fine.
     *
     *     When the scheduling system fails the answer is still 200, with `availableAppointments.type: Failure`; the
     *     page then shows 'Sorry – Could not search for appointments' with a retry.
     */
    get: operations["searchAppointments"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/appointments/practitioner-clinics": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The clinics where a practitioner has appointments
     * @description Read when a booking link names a practitioner (`practitionerIds`), to preselect the practitioner's clinics
     *     in the clinic filter.
     */
    get: operations["getPractitionerClinics"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/appointments/specialty": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * One specialty's reservation information
     * @description The CMS text shown as a reservation notice when a specialty is chosen in the filter
     *     (`specialty.cmsContent.appointmentReservationInfo`, Markdown, null when the CMS has none).
     */
    get: operations["getSpecialty"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/appointments/available-appointment-dates": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The days with at least one free slot
     * @description For the calendar, which highlights days with free slots, and for the 'next available' alternatives when a
     *     search returned nothing (the client asks for the next month). Same filters and customer-type flags as
     *     `searchAppointments`, without paging. Days are Europe/Helsinki calendar days, ascending.
     */
    get: operations["getAvailableAppointmentDates"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/appointments/filter-options": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * What the search filters offer
     * @description The appointment list's filters: clinics (with municipality, for adding the neighbouring municipalities'
     *     clinics, and isRemote), specialties, practitioners (the practitioner search matches words by prefix,
     *     case-insensitive, on the client) and the time-of-day tabs with their hours (spec booking §5: morning 7–12,
     *     afternoon 12–16, evening 16–21; the table lives on the server so that it can change without a release).
     *     Names come in the requested language. The Kela65 specialty Y65V is only offered when `healthCareType` is
     *     kela65 (spec booking §9).
     */
    get: operations["getAppointmentFilterOptions"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/appointments/upcoming": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The patient's upcoming appointments
     * @description The appointments page (/{lang}/appointments): reserved appointments that have not ended, earliest first,
     *     including ones cancelled by the appointee (`hasAppointeeCanceled`) so the page can show them as cancelled.
     *     An empty list shows 'No appointments'.
     */
    get: operations["listUpcomingAppointments"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/appointments/by-ids": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Some of the patient's appointments, by id
     * @description The appointment-by-ids page (/{lang}/appointments/{ids}), e.g. after a reservation of several slots. Only
     *     the patient's own appointments are returned, in the order asked; ids that are unknown or not the patient's
     *     are left out. An empty list shows 'could not be found' with a link to reserve another.
     */
    get: operations["getAppointmentsByIds"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/appointments/{id}": {
    parameters: {
      query?: never
      header?: never
      path: {
        /**
         * @description The appointment's id
         * @example 80412345
         */
        id: components["parameters"]["AppointmentIdPath"]
      }
      cookie?: never
    }
    /**
     * One appointment
     * @description The appointment card of the reservation page (a free slot, for anonymous visitors and logged-in patients
     *     alike) and of the patient's own appointment view.
     *
     *     The detail carries no personal data, so anyone may read a slot. The appointee-specific fields
     *     (`selfCheckInStatus`, `mayCancel`, `hasAppointeeCanceled`, `room`) are only filled for the logged-in
     *     appointee; for anyone else they read `statusNotAvailable`, false, false and null. A slot someone else has
     *     reserved reads `isReserved: true` (the reservation page's 'already reserved' variant). 404 when there is no
     *     such slot (the page's 'appointment not found' / 'no longer available' variants).
     */
    get: operations["getAppointment"]
    put?: never
    post?: never
    /**
     * Cancel one's own appointment
     * @description Sent after the confirmation dialog; the cancel button shows only when `mayCancel`, not checked in, and not
     *     consent-blocked. The outcome is in `type` and is always a 200 (the spec's cancel result codes):
     *     `success` ('Appointment canceled'; the page redirects to the front page with fragment
     *     appointment-cancelled), `deadlineExceeded` ('The appointment can no longer be canceled'; the logged-in
     *     page adds 'The appointment is in less than {n} hours' with the brand's cancellation hours and the
     *     customer-service phone), `appointmentNotFound`, `unknownError` ('An error occurred while canceling the
     *     appointment'). Anonymous visitors cannot cancel (a login prompt is shown instead).
     */
    delete: operations["cancelAppointment"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/appointments/{id}/arrival-reason": {
    parameters: {
      query?: never
      header?: never
      path: {
        /**
         * @description The appointment's id
         * @example 80412345
         */
        id: components["parameters"]["AppointmentIdPath"]
      }
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Save the preliminary information (reason for the visit)
     * @description The patient types at most 300 characters (spec booking §5; 'Character limit exceeded' disables save). The
     *     client sends that text prefixed with a fixed Finnish phrase, so the wire limit is 400 characters (300 for
     *     the patient's text and up to 100 for the phrase and its separator). `type: Success` shows a 5 s success
     *     toast; `Failure` shows 'Failed to save preliminary information. Please try again.'
     */
    post: operations["saveArrivalReason"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/appointments/check-in/{id}": {
    parameters: {
      query?: never
      header?: never
      path: {
        /**
         * @description The appointment's id
         * @example 80412345
         */
        id: components["parameters"]["AppointmentIdPath"]
      }
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Check in to one's own appointment
     * @description Check-in opens 30 minutes before the start (spec booking §9). The outcome is in `type` and is always a 200
     *     (the spec's check-in result codes). `success` carries the room to go to, or `room: null` when the page
     *     should say to see the reception. `confidentialityFormNotFilled` and `confidentialityFormNotFilledAsAdult`
     *     show the consent notice linking to the my-information consent tab. `checkInOnlyAtReception`,
     *     `customerNotFound` and `unknownError` show 'Check-in failed. Please see the receptionist nurse when
     *     checking in to your appointment.'
     */
    post: operations["checkInToAppointment"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/anon/check-in": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Check in with the last four characters of the identity code
     * @description The anonymous appointment view and the lobby kiosk ask for the last 4 characters of the personal identity
     *     code (the three-digit individual number and the check character, upper-case). The outcome is in `type` and
     *     is always a 200. `ssnEndPartMismatch` keeps the visitor in the code input with 'The final part of the
     *     personal identity code is incorrect. Please check and try again.' The two
     *     `confidentiality-form-not-filled…` outcomes show the consent notice with a login link.
     *
     *     `locked` is an addition of ours, not in the spec, so that guessing the 4-character code stays slow.
     *     Wrong codes are counted per client address (see the API's description: the peer's, or the rightmost
     *     untrusted entry of `X-Forwarded-For` when the peer is a trusted proxy; an IPv6 client counts as its /64
     *     network), so that no client can lock another out; `lockedUntil` says until when this client is refused:
     *     - after 5 wrong codes in a row from one client for the same appointment, that client is refused that
     *       appointment for 15 minutes the first time and twice as long each time after (at most a day); another
     *       client is not, and a right code starts that client's count again. `ssnEndPartMismatch` tells how many
     *       attempts remain of the 5.
     *     - after 20 wrong codes within an hour from one client, that client is refused every appointment for an
     *       hour and twice as long each time after (at most a day). A lobby kiosk the server knows by its address
     *       has 100 an hour of its own.
     *     - once an appointment has collected 15 wrong codes from all clients within a day, every client that gave
     *       it a wrong code since is refused it for a day; a client that gave it none has one try, and is refused
     *       too if that is wrong. A right code does not lower this count.
     *
     *     No answer tells a reserved id from a free one without a counted try. Outside an appointment's check-in
     *     window the answer comes from the slot and the clock alone, whether it is reserved or free: `tooEarly`
     *     until 30 minutes before the start, `unknownError` once it is over or where only the reception checks in
     *     (or it is remote); the code is not looked at and nothing is counted, so no answer confirms a right code
     *     before the visit, and a visitor who comes too early hears so whatever they typed. Within the window, an id
     *     that is no reservation (free, or no appointment at all) is answered and counted as a wrong code is.
     */
    post: operations["checkInAnonymously"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/anon/appointments/{link}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * An appointment by the link in its confirmation message
     * @description The anonymous appointment view (/{lang}/appointment/{link}). The link token is the url-safe base64 of two
     *     values joined by an underscore (the spec's other reading, a plain alphanumeric id, also fits the pattern).
     *     The outcome is in `type` and is always a 200: `appointment-not-found`, `already-cancelled` (the cancelled
     *     page with an offer to book anew) or `success` with a reduced appointment that carries no personal data
     *     and nothing that needs the appointee's login. Checking in from this view uses `checkInAnonymously`;
     *     cancelling needs a login.
     */
    get: operations["getAnonymousAppointment"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/anon/reserve-appointment": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Reserve a free slot without logging in
     * @description The anonymous reservation form. Not allowed for slots with `requiresAuthToReserve` nor for insurance or
     *     Kela65 bookings (the page asks to log in instead); such a request gets a 400 with the detail path
     *     `body.appointmentId`.
     *
     *     Errors are type-discriminated bodies (the page reads `type`): 409 for the reservation being refused
     *     (`appointmentNotAvailable`: the page links back to the list; `tooManyReservations`; `noPatient`: the
     *     identity code is not a registered patient, so the visitor must log in and register; and
     *     `patientDataConsentRequired` / `patientInfoConflict`, which show the login prompt), 500 for failures
     *     (`unknownError`; `treatmentChainCreationFailed`, shown as the direct-reimbursement error variant). A 400
     *     lists the fields in `details` ('Please check the following fields: …').
     */
    post: operations["reserveAppointmentAnonymously"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/reserve-appointment": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Reserve a free slot as a logged-in patient
     * @description The logged-in reservation form, after registration and consent. Before this call, if the booking needs a
     *     concept code (insurance, Kela65) that is not among the profile's `allowedConcepts`, the client posts it
     *     with `insertPatientConcept`. `conceptCode` is the insurance or Kela65 concept (spec booking §3, e.g. IF
     *     with USE_REIMBURSEMENT 90157, Kela65 663); `dcpContentHash` is the chosen LähiTapiola direct-compensation
     *     permit's `contentHash`.
     *
     *     Errors as in `reserveAppointmentAnonymously`: 409 `appointmentNotAvailable`, `tooManyReservations`,
     *     `noPatient`, `patientDataConsentRequired` (switches to the consent prompt), `patientInfoConflict`; 500
     *     `unknownError`, `treatmentChainCreationFailed` (the direct-reimbursement error variant).
     */
    post: operations["reserveAppointment"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/concepts": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Add a concept (insurance or Kela65 pricing) to the patient
     * @description Posted before a reservation when the booking's concept code is not among the profile's `allowedConcepts`.
     *     The outcome is in `type` and is always a 200 (the spec's insert-patient-concept result codes); anything
     *     but `success` is critical for the page: it is logged and shown as the reservation's unknown error.
     */
    post: operations["insertPatientConcept"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/user/profile": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The logged-in patient's profile
     * @description Everything the my-information page, the registration and consent pages and the logged-in reservation page
     *     read about the person: who logged in (from the strong authentication), whether they are a registered
     *     patient (`isRegistered: false` is the spec's 'unregistered-user' state: the reservation goes to the
     *     registration form first, and `patient` and `contactInfo` are null), the patient record with its data
     *     consent, contact information, guardians (children's brand, at most 2), the SMS-login status, whether Kela
     *     card images exist, credit-worthiness (a non-occupational reservation by a patient who is not
     *     credit-worthy shows 'Booking interrupted') and the concepts the patient already has. When a guardian acts
     *     for a child (hpa login) the profile is the child's and `actingGuardian` names the guardian.
     */
    get: operations["getUserProfile"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/user": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Update the patient's address, email and phone
     * @description The contact-information editor (read-only with Edit; Save/Cancel). On success the editor returns to
     *     read-only with the saved values from `patient`; a failure shows 'Sorry, something went wrong and we could
     *     not save the changes. Please try again.'
     */
    put: operations["updateContactInfo"]
    /**
     * Save a registered patient's full contact information
     * @description The reservation page's contact section, where a first-time user fills in contact information before
     *     'Continue to reservation'. Unlike `updateContactInfo` it also sets the language of messages. The spec
     *     shows only the payload; the response is ours: the saved contact information. Validation as the logged-in
     *     contact form (spec booking §5): street and post office 2–30 characters, zip code 5 digits, a valid email
     *     (max 78) and Finnish phone number (max 15).
     */
    post: operations["saveContactInfo"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/user/register": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Register as a patient, or register one's child
     * @description The registration page (/{lang}/registration, and /{lang}/hpa/register for a guardian). The spec leaves the
     *     body to us. The masked identity code and the names come from the strong authentication.
     *
     *     - `type: self`: the logged-in person registers; names (2–50 characters, prefilled) and all contact fields
     *       are required, validated as the logged-in contact form (spec booking §5).
     *     - `type: guardianForChild`: a guardian acting for a child (hpa login) registers the child; the child's
     *       names are locked (not sent) and every contact field is optional.
     *
     *     The page then continues to `next` (a page query parameter, not part of this call). 409 when the person is
     *     already a patient, or when `guardianForChild` is sent without acting for a child.
     */
    post: operations["registerPatient"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/user/consent": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Save the patient data consents
     * @description The consent page (data-processing) and the my-information consent tab. Five choices; the consent to view
     *     occupational data exists only in the adult brand (the children's brand leaves it out). On success the
     *     consent page goes to the main page; a failure is only reported.
     */
    post: operations["savePatientDataConsent"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/user/contact-form": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Save the my-information contact form (with guardians)
     * @description The my-information page's contact form. The spec says it 'posts to a path supplied by the page'; we fix
     *     the path to /api/user/contact-form. The body carries the contact fields, the guardians (children's brand,
     *     at most 2, the first cannot be removed; an empty list in the adult brand), the interface `lang` and `next`,
     *     the same-origin path the browser goes to on success (reload, reserve-appointment, view-appointment or the
     *     invoice page, by the page's saveAction). The answer repeats `next`. A failure shows 'Something went
     *     wrong, please try again'.
     */
    post: operations["saveMyInformation"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/oauth/authenticate": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Start a strong-authentication login
     * @description The login page's links, one for the mobile certificate and one for each of ten banks: the browser
     *     navigates here and is redirected to the identity provider chosen by `acr_values`. After the login the
     *     browser comes back to `next`. The sandbox redirects to its development identity provider (a persona
     *     picker).
     */
    get: operations["authenticate"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/oauth/mandate": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Start a login to act on behalf of another person
     * @description The acting-on-behalf front page's mandate login: the browser navigates here and is redirected to the
     *     mandate service, where the user identifies themself and chooses whom to act for. An allowed mandate comes
     *     back to `next` logged in for that person; a disallowed one comes back to the acting-on-behalf front page
     *     with `error=mandateNotAllowed` ('You cannot act on behalf of this person'), any other failure with another
     *     `error` value ('An unknown error has occurred'). The sandbox redirects to its development identity
     *     provider in mandate mode.
     */
    get: operations["startMandateLogin"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/pin": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Check the SMS code on the MFA page
     * @description The MFA page (/{lang}/authentication?next=…) of a patient with SMS login enabled; reachable while the
     *     session's authentication has timed out. `success` renews the authentication and the page goes to `next`;
     *     `pinMismatch` keeps the patient on the page; `tooManyRetries` has already logged the patient out (the
     *     session is gone) and the page goes to the front page.
     */
    post: operations["checkPin"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/pin/code": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Send a new SMS code to the verified number
     * @description "Send a new code" on the MFA page (while the PIN step waits, as `checkPin`), and the code that confirms
     *     turning SMS login off on my information (`setMfa` with `disable`). A new code goes to the session's
     *     patient's verified number; an earlier code stays valid. At most 3 codes in 15 minutes per patient: a
     *     fourth is refused with 429 and `nextAttempt`, when the next may be asked for. Sending a code also clears
     *     the wrong codes counted against turning SMS login off. The sandbox sends no text message: its code is
     *     always the last four digits of the verified number.
     */
    post: operations["sendPinCode"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/mfa": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Turn SMS login on or off
     * @description The my-information SMS-login toggle. `enable` without a verified phone number answers
     *     `user-wants-to-enable-mfa` (the onboarding card then verifies a number); with one it answers `enabled`.
     *     `disable` answers `user-has-no-verified-mfa-device` (the verified number is forgotten). The answer is the
     *     new status.
     *
     *     Inferred (`pin`): turning off SMS login that is `enabled` needs the SMS code (`sendPinCode` sends one), so
     *     that an open session alone cannot remove the second factor. Without it the answer is 422 `pinRequired`, a
     *     wrong one 422 `pinMismatch` with the tries left; the third wrong code is `tooManyRetries` and needs a new
     *     code. Nothing changes on a 422. Turning off a wish to enable (no verified number yet) needs no code.
     */
    post: operations["setMfa"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/logout": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Log out
     * @description After the logout confirmation dialog. Ends the session; the browser then goes to the front page.
     */
    post: operations["logout"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/kela-card": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The patient's Kela card images
     * @description Short-lived URLs of the front and back images, each null when missing. A failure shows 'Failed to
     *     retrieve the Kela card information'.
     */
    get: operations["getKelaCard"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/kela-card/init-upload": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Get upload URLs for both sides of the Kela card
     * @description Save is enabled once both sides are ready to upload. The answer gives one upload URL per side and a token;
     *     the client then PUTs each image to its URL (`uploadFile`, 120 s timeout, with progress) and finally
     *     calls `finishKelaCardUpload` with the token. Only image/jpeg and image/png (spec booking §5).
     */
    post: operations["initKelaCardUpload"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/kela-card/finish-upload": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Take the uploaded images into use
     * @description Called after both PUTs succeeded. 409 when a side has not been uploaded (the page shows 'Failed to add the
     *     image'); 404 for an unknown or expired token.
     */
    get: operations["finishKelaCardUpload"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/uploads/{key}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Download the file stored under an upload key
     * @description The URL the messaging service's `AttachmentDownloadUrl` answers (the portal opens it in a new tab) and the
     *     URLs of the Kela card images in `getKelaCard`, in the sandbox. Production may give URLs on another host
     *     (signed, short-lived object storage URLs), so clients use the URL as given rather than building it.
     *
     *     A URL reads its file for ten minutes after it is handed out (`expires`, signed with the key and the file
     *     name in `signature`), and only with the session of the patient the file belongs to, or of the guardian
     *     acting for them (the session cookie, which the browser sends with a link opened in a new tab or an image;
     *     no csrf token, so the URL works as an image source). A leaked URL therefore opens nothing for anyone else,
     *     and nothing after its minutes. The body is the stored file as uploaded, with the Content-Type it was
     *     uploaded with, `X-Content-Type-Options: nosniff` and `Cache-Control: private, no-store`. 404, alike for
     *     every case so that none tells that a file exists: a key nobody handed out, one nothing was uploaded to
     *     (before its upload, or after the upload URL expired unused), a Kela card image replaced by a newer one, a
     *     URL expired or not signed as handed out, and a caller who is not the file's owner.
     */
    get: operations["downloadFile"]
    /**
     * Upload one file to a URL handed out by the server
     * @description The PUT to each upload URL returned by `initKelaCardUpload` (a Kela card image) and by the messaging
     *     service's `createAttachmentUpload` (a message attachment). The sandbox hands out URLs of this form;
     *     production may hand out URLs on another host (object storage), so clients PUT to the URL as given rather
     *     than building it. The URL itself is the permission: no csrf token. Any query parameters of a handed-out URL
     *     are also sent as request headers of the same name (production storage metadata; the sandbox's URLs have
     *     none). The client gives up after 120 s (spec booking §9).
     *
     *     The body is the file, with its Content-Type. Each key takes only what it was handed out for, checked by the
     *     server: a Kela card side the type announced in initKelaCardUpload (image/jpeg or image/png, at most 5 MiB);
     *     an attachment one of the types of the file-type table (the request body's description; at most 9 MiB).
     *     Another Content-Type, an empty or too large body, or a body that is not what its type says by its content
     *     (the table's first bytes; for a text type, a NUL byte in the first 8000 bytes) is a 400. A key takes one
     *     file: once one is stored, another PUT
     *     is a 409 and the stored file stays as it was (a file in a sent message or a Kela card cannot be swapped by
     *     whoever holds the URL). A retry needs a new upload URL, as the spec's flows already do ('change images'
     *     starts over; a failed attachment upload is not retried).
     */
    put: operations["uploadFile"]
    post?: never
    delete?: never
    options?: never
    /**
     * The headers of the file stored under an upload key
     * @description The spec's content-type check: a HEAD request reads the Content-Type header of a URL (a missing header is
     *     reported to a logger). Answers as `downloadFile` does, without a body: the Content-Type the file was
     *     uploaded with (always present on a 200), Content-Length and Content-Disposition. The same URL, owner and
     *     minutes as downloadFile. No response of a HEAD request has a body, the 400 and 404 included.
     */
    head: operations["headFile"]
    patch?: never
    trace?: never
  }
  "/api/insurance/lahitapiola-policy-check": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Does the patient have a LähiTapiola health insurance policy
     * @description Step two of the LähiTapiola flow (feature lahitapiola-insurance-flow), after the patient's consent.
     *     `hasHealthcarePolicy: false` is the flow's insurance_not_found ('No insurance found'); `unknownError`
     *     shows 'Something went wrong' with try again.
     */
    get: operations["checkLahitapiolaPolicy"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/insurance/lahitapiola-direct-compensation-permits/{lang}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The patient's valid LähiTapiola direct-compensation permits
     * @description Step three of the LähiTapiola flow. An empty list is the flow's insurance_found_no_permits. The chosen
     *     permit's `contentHash` is sent with the reservation as `dcpContentHash`; `validTo` is shown as d.M.yyyy.
     */
    get: operations["getLahitapiolaDirectCompensationPermits"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/insurance/lahitapiola-apply-permit": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Go to LähiTapiola to apply for a direct-compensation permit
     * @description A browser navigation (a link, not a fetch): redirects to the insurer's permit application. The insurer
     *     sends the browser back to `redirectTo` with the query parameter `lahitapiolaStatus` set to one of
     *     `DirectCompensationReturnStatus` (directcompensationallowed: fetch permits; directcompensationdenied:
     *     denied; cancel: canceled; error: error); the page reads it and cleans it from the URL. The sandbox
     *     redirects to its own insurer page (/oauth/sandbox-lahitapiola), which offers the four answers; granting
     *     stores a new permit for a policyholder, and someone without a policy is denied.
     */
    get: operations["applyLahitapiolaPermit"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/insurance/pohjola-check/{date}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Does the patient have a Pohjola (OP) personal insurance on a day
     * @description The OP verification step ('Verify'). `hasInsurance: true` is the flow's found state (the booking then
     *     sends the OP concept code 999503); false is not_found ('Personal insurance not found'); an error status
     *     is the flow's error ('Verification failed', try again).
     */
    get: operations["checkPohjolaInsurance"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/occupational/agreement": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The patient's occupational healthcare agreement, for booking
     * @description Read by the occupational appointment list (feature ohc-appointment-search) before searching. `ok` lets
     *     the patient book; `no-occupational-healthcare` shows 'agreement not found' with a link to book as a
     *     private customer; `no-web-reservation` shows that online booking is not in the agreement, with the
     *     customer-service phone, or a promotion block when `contractProduct` is in the brand's promotion list. A
     *     failure of the call is the page's unknown-error state.
     */
    get: operations["getOccupationalAgreement"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/occupational/team": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The patient's occupational health team
     * @description The occupational health team page: the employer and the responsible doctors and nurses (and, proposed, the
     *     other named professionals), each with their role. A member who is away has a substitute; the page greys
     *     the member and shows the substitute with the absence period.
     */
    get: operations["getOccupationalTeam"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/mfa-onboarding": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Check the SMS code the patient typed
     * @description Sent automatically once all four code fields are filled. `mfa-ok` enables SMS login with the verified
     *     number: the card fades out over 500 ms and a success toast shows. `mfa-challenge-failed` shows the toast
     *     'Identification failed' / 'Try to identify yourself again', returns focus to the last field and marks the
     *     fields as errors. `too-many-mfa-attempts` closes the card with the toast 'Too many retries' / 'You can retry
     *     again later'. A check without a code sent first is `mfa-challenge-failed`.
     */
    put: operations["verifyMfaOnboarding"]
    /**
     * Send an SMS code to the phone number the patient wants to log in with
     * @description Step 2 of the SMS-login onboarding card (phone entry, code request, four-digit code, result). The server
     *     sends a four-digit code by text message to `phoneNumber`; the portal then shows the code fields. The portal
     *     does not read the response body, so a success has none.
     *
     *     The portal sends the number trimmed and without spaces: an optional leading plus followed by at least 6
     *     digits (the confirm button stays disabled otherwise). `lang` is the language of the text message. The
     *     sandbox sends no text message: its code is always the last four digits of `phoneNumber`.
     */
    post: operations["startMfaOnboarding"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/front-page": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The logged-in front page's data
     * @description Everything the front page (/{lang}) shows apart from the session (user, csrf token) and the conversation
     *     summaries (those come from the messaging service): the greeting's first name, the SMS-login onboarding
     *     card's parameter, whether prescriptions can be renewed, and the summary blocks, a few newest items each
     *     (each block has a 'show all' link to its own page).
     *
     *     A summary block is `null` when its source system did not answer: the block then says 'This section is
     *     temporarily unavailable' while the rest of the page works. An empty list shows the block's empty state.
     *     Titles and subtitles come in the requested language.
     */
    get: operations["getFrontPage"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/visits": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The patient's visits, newest first
     * @description The visits page (/{lang}/visits) as timeline items, each linking to the visit's medical report. Only reports
     *     the patient may view (view restriction `patient`) are listed. An empty list shows 'No visits'.
     */
    get: operations["listVisits"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/visits/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * One visit's medical report
     * @description The visit page (/{lang}/visits/{id}): practitioner, specialty, time, diagnoses and texts of the report, with
     *     the patient's full name and personal identity code printed on it. 404 shows 'Visit was not found' (also for
     *     a report the patient may not view).
     */
    get: operations["getVisit"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/laboratory": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The patient's laboratory referrals and result dates
     * @description The laboratory page (/{lang}/laboratory): referrals (valid or expired) and the dates with results, newest
     *     first, each date with its tests and whether each is ready. A date is ready when all its items are ready,
     *     otherwise pending (the portal decides). Empty lists show 'No laboratory referrals or results'.
     */
    get: operations["getLaboratory"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/laboratory/referrals/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * One laboratory referral
     * @description The laboratory referral page (/{lang}/laboratoryreferral/{id}). The description exists only in Finnish.
     *     404 shows 'Results were not found'.
     */
    get: operations["getLaboratoryReferral"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/laboratory/results/{date}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The laboratory tests of one date
     * @description The laboratory result page (/{lang}/laboratoryresult/{date}): the test packages and single tests sampled on
     *     that Helsinki calendar day. A reference range shows as 'min-max unit', '>min' or '<max'. 404 (no results on
     *     that day) shows 'Results were not found'.
     */
    get: operations["getLaboratoryResults"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/imaging": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The patient's imaging referrals and results
     * @description The imaging page (/{lang}/imaging): referrals (valid or expired) and results, newest first. When the imaging
     *     system does not answer, `results` is the marker `temporary-api-error` and the page shows its temporary error
     *     state while the referrals still show. Empty lists show 'No referrals' and 'No results'.
     */
    get: operations["getImaging"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/imaging/referrals/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * One imaging referral
     * @description The imaging referral page (/{lang}/imagingreferral/{id}). The description exists only in Finnish. 404 shows
     *     'Results were not found'.
     */
    get: operations["getImagingReferral"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/imaging/results/{imagingDate}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The imaging results of one date
     * @description The imaging result page (/{lang}/imaging/{imagingDate}). A missing examination name shows 'No title', a
     *     missing statement 'No doctor's statement'. `temporary-api-error` in place of the results shows the temporary
     *     error state. 404 (no results on that day) shows 'Results were not found'.
     */
    get: operations["getImagingResults"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/prescriptions": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The patient's prescriptions and whether they can be renewed
     * @description The prescriptions page (/{lang}/prescriptions). Checkboxes and the renew button show only when
     *     `canRenewPrescriptions` is true, and only renewable prescriptions can be ticked; the others say
     *     'Non-renewable prescription'. The renewal itself is sent as a new conversation through the messaging
     *     service. Texts such as the medicine type and units come in the requested language. An empty list shows
     *     'No prescriptions'.
     */
    get: operations["listPrescriptions"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/questionnaires": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Open and answered questionnaires
     * @description The questionnaires page (/{lang}/questionnaires). In maintenance mode the page shows 'Surveys are
     *     temporarily out of use.' Otherwise it lists questionnaires waiting for an answer (`newTaskItems`; empty:
     *     'No open surveys') and answered ones (`answerItems`), each linking to the questionnaire.
     */
    get: operations["listQuestionnaires"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/questionnaires/{invitationId}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * One questionnaire invitation, with its form and any answers
     * @description The questionnaire page (/{lang}/questionnaires/{invitationId}). With answers the questionnaire shows
     *     read-only; without, completing it sends the answers through the messaging service (AnswerQuestionnaire).
     *     404 shows 'Questionnaire was not found.'
     */
    get: operations["getQuestionnaire"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/certificates": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The patient's sick-leave certificates
     * @description The certificates page (/{lang}/certificates): sick-leave certificates created since 1.1.2022, newest first,
     *     each with a PDF download. The certificate type is named by the portal in the page's language.
     */
    get: operations["listCertificates"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/certificates/{id}/pdf": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * One sick-leave certificate as a PDF
     * @description Opened as a link (in a new tab), so the csrf token travels in the query like on every logged-in call.
     *     `filename` names the download (Content-Disposition); `lang` is the language of the PDF's headings.
     */
    get: operations["getCertificatePdf"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/vaccinations": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The patient's vaccinations, 25 a page
     * @description The vaccinations page (/{lang}/vaccinations), newest first, 25 a page (the last page may hold fewer). A
     *     page beyond the last gives an empty list with the real total.
     */
    get: operations["listVaccinations"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/occupational/vaccination": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The occupational influenza vaccination page's state
     * @description The occupational vaccination page is public, so this call also answers an anonymous visitor (no session,
     *     no csrf token): `unauthorized` shows a login. `no-occupational-healthcare` shows that the contract was not
     *     found, with the occupational customer service's contact. `ok` shows the influenza vaccination choice, or,
     *     when `isInfluenzaVaccinationAllowed` is false, an error that vaccinations are not in the contract. A
     *     logged-in caller's csrf token is checked as on every other call.
     */
    get: operations["getOccupationalVaccination"]
    put?: never
    /**
     * Choose the influenza vaccination offered by the employer
     * @description Records that the employee takes the influenza vaccination of the employer's occupational healthcare
     *     contract; the page then shows the choice as made and offers booking a vaccination appointment. Choosing
     *     again is harmless and answers the first choice's time. `notAllowed` and `noOccupationalHealthcare` are the
     *     page's two error states, for a contract that changed after the page loaded.
     */
    post: operations["chooseOccupationalVaccination"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/invoices": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The patient's invoices, 10 a page
     * @description The invoices page, newest first, 10 a page (the last page may hold fewer). An open invoice with
     *     `canBePaidOnline` links to the payment page until `payableOnlineUntil`; an overdue one says to contact the
     *     debt collection partner; a not-available one says to contact billing by email. A page beyond the last gives
     *     an empty list with the real total.
     */
    get: operations["listInvoices"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/invoices/invoice-summary": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * One invoice, for the invoice summary page
     * @description The invoice summary page, by invoice id. Row descriptions come in the requested language. 404 shows
     *     'invoice not found'.
     */
    get: operations["getInvoiceSummary"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/invoices/{id}/pdf": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * One invoice as a PDF
     * @description Opened as a link (in a new tab), so the csrf token travels in the query like on every logged-in call.
     *     `filename` names the download (Content-Disposition); `lang` is the language of the PDF's headings.
     */
    get: operations["getInvoicePdf"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/payments/good-sign-invoice": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The invoice to pay online, by invoice number
     * @description Loaded by the invoice payment page, and again when a provider button is pressed: the provider form is
     *     submitted only while the invoice is still `open` (otherwise the page reloads). The payment result page
     *     reads it for the sum, number and status ('paid' with its date, or unpaid). 404 shows 'invoice not found'.
     */
    get: operations["getGoodSignInvoice"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/payments": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Start an online payment of an invoice
     * @description The spec writes this call as `POST /api/payments/`; the contract uses the path without the trailing slash,
     *     like every other path (a server may accept both).
     *
     *     The portal sends one item: one unit, 0 % VAT, an empty product code and the invoice sum in cents as the
     *     unit price; `amount` equals the sum of `unitPrice × units`; `reference` is the invoice number. The patient
     *     needs a valid e-mail address first (the page asks to update contact information otherwise). The answer
     *     gives the payment terms (HTML) and the payment providers; pressing a provider's button submits a form POST
     *     to its `url` with its `parameters` as hidden fields. The provider returns the browser to the payment result
     *     page with a `PaymentProviderStatus`.
     */
    post: operations["createPayment"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/payments/sandbox-provider": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * The sandbox's test payment provider's page (sandbox only)
     * @description Exists in the sandbox only; a real provider's page is on the provider's own site. In the sandbox,
     *     `createPayment` offers two test providers, 'Sandbox Pankki' and 'Sandbox Card', whose `url` is this path:
     *     the portal's provider button submits its form POST here with the provider's `parameters` as the fields, as
     *     it would to a real provider. The answer is an HTML page in the payment's language with the sum, the
     *     reference and two buttons, 'Pay' and 'Cancel payment' (fi 'Maksa', 'Peruuta maksu'; sv 'Betala', 'Avbryt
     *     betalningen'), which post to `completeSandboxPayment`. No csrf token: the transaction id is the permission.
     */
    post: operations["openSandboxPaymentPage"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/payments/sandbox-provider/result": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Approve or cancel a test payment (sandbox only)
     * @description Exists in the sandbox only: the buttons of the test provider's page (`openSandboxPaymentPage`). `ok` marks
     *     the invoice paid (today) when it can still be paid online with the payment's sum, `fail` leaves it unpaid;
     *     either way the browser goes back to the portal's payment result page (/{lang}/laskut/{invoiceNumber}/
     *     maksun-tulos, sv fakturor/…/betalningsresultat, en invoices/…/payment-result) with `status` ok or fail. A
     *     payment is settled once: sending it again answers the first outcome.
     */
    post: operations["completeSandboxPayment"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/messaging/status": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The conversations pages' state
     * @description Read by the conversation list, thread and new-conversation pages before they talk to the messaging service
     *     (/api/customer-messaging). `maintenanceMode` shows the maintenance notice ('Messaging is currently
     *     offline'); it is true exactly when `systemStatus` is `plannedMaintenance` or `unexpectedDowntime`. Without
     *     a `customerMessagingUserId` (or without the feature customer-messaging-allowed in the session) the pages
     *     are empty. The announcement is served here as well as by the messaging service, so it shows even when that
     *     service is down.
     */
    get: operations["getMessagingStatus"]
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
    PinNotExpected: {
      /** @constant */
      type: "pinNotExpected"
    }
    PayloadTooLarge: {
      /** @constant */
      type: "payloadTooLarge"
      /** @description The operation's limit in bytes */
      maxBytes: number
    }
    UnsupportedMediaType: {
      /** @constant */
      type: "unsupportedMediaType"
      message: string
    }
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
    /**
     * @description The person whose matters the logged-in user handles, when it is someone else: after a mandate login the
     *     represented person, in a guardian login (the children's brand's 'my child's') the child.
     */
    SessionPrincipal: {
      firstName: string
      lastName: string
      /**
       * @description `guardian` when the user is the person's guardian (the guardian login, or a mandate for one's own
       *     child), `mandate` otherwise
       * @enum {string}
       */
      basis: "mandate" | "guardian"
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
      /**
       * @description Our addition (tell us if your API differs): true while the login waits for its PIN step (SMS-code
       *     login): the bank login is done and the PIN is not, so `isSessionValid` is false although the session
       *     has not timed out. The portal then leads every page back to the MFA page instead of the timed-out
       *     page. Absent or false otherwise, and false once the session has timed out.
       */
      mfaPending?: boolean
      /**
       * @description Our addition (tell us if your API differs): whose matters the user handles when it is not the user's
       *     own (spec booking §6: mandate login, guardian for a child), so every page can say so beside `user`,
       *     who stays the person logged in. Absent or null when users handle their own matters and for an
       *     anonymous visitor.
       */
      actingOnBehalfOf?: components["schemas"]["SessionPrincipal"] | null
    }
    UnauthorizedError: {
      /** @constant */
      type: "Unauthorized"
      /**
       * @description authenticationExpired sends the portal to the session-timed-out page
       * @enum {string}
       */
      reason: "noSession" | "authenticationExpired"
      /** @description For logs; never shown to users */
      message: string
    }
    ForbiddenError: {
      /** @constant */
      type: "Forbidden"
      /** @enum {string} */
      reason: "csrfTokenMissing" | "csrfTokenInvalid"
      /** @description For logs; never shown to users */
      message: string
    }
    /**
     * @description The body of an unexpected server failure (the sandbox's 500). It never carries the failure's own text
     *     (an exception's message may name internals or someone's data): a generic message, and an id to find the
     *     failure by in the server's log.
     */
    UnexpectedError: {
      /** @constant */
      type: "InternalError"
      /** @description For logs; never shown to users */
      message: string
      /** @description The failure's id in the server's log */
      errorId?: string
    }
    NotFoundError: {
      /** @constant */
      type: "NotFound"
      /** @description For logs; never shown to users */
      message: string
    }
    /** @description An appointment slot's id (digits, kept as a string) */
    AppointmentId: string
    /** @description A clinic's id; remote clinics are RMT, CHA, OS and NRMT (spec booking §9) */
    ClinicId: string
    /** @description A specialty's code, e.g. YL, PSY, GYN, Y65V */
    SpecialtyId: string
    PractitionerId: string
    /** @description An appointment kind's code, e.g. Y65P, ETA, ROKT */
    KindId: string
    /** @description A pricing concept, e.g. 90157 (IF, use reimbursement), 999503 (OP), 663 (Kela65) */
    ConceptCode: string
    /**
     * @description Finnish personal identity code, upper case: ddmmyy, century sign (+ 1800s; - or U–Y 1900s; A–F 2000s),
     *     three-digit individual number and check character (the nine digits modulo 31 indexed into
     *     0123456789ABCDEFHJKLMNPRSTUVWXY). The server also checks the check character and the date.
     */
    PersonalIdentityCode: string
    /**
     * @description A Finnish phone number, no spaces, starting with +358 or 0 (clients replace a leading 0 with +358 and
     *     remove spaces before sending); 15 characters at most once a leading 0 is +358 (spec booking §5); not a
     *     premium-rate or service number (0600, 0700, 0100, 0200, 0300), which cannot receive the confirmation SMS.
     *     One rule for every call that takes a contact phone (both reservations, registration, contact information,
     *     guardians): the portal's `isValidPhoneNumber` (src/domain/contact.ts), which the sandbox applies too,
     *     accepts exactly these, e.g. "+35833" (5 digits) up to "+35840123456789" (15 characters).
     */
    PatientPhoneNumber: string
    /** @description As PatientPhoneNumber, 20 characters at most once a leading 0 is +358 (spec booking §5) */
    GuardianPhoneNumber: string
    /**
     * @description A single mailbox address without spaces, 78 characters at most (spec booking §5): a local part of
     *     dot-separated atoms, a host of two or more dotted labels whose last is letters only, and no punycode
     *     ('xn--') in the host. The portal's rule (src/domain/contact.ts) accepts exactly these.
     */
    PatientEmailAddress: string
    /** @description As PatientEmailAddress, 100 characters at most (spec booking §5) */
    GuardianEmailAddress: string
    FinnishPostalCode: string
    /** @description A same-origin path starting with a single slash (never another host) */
    NextPath: string
    UploadToken: string
    /** @description The file's bytes, as uploaded (not JSON); at least one (an empty body is a 400) */
    FileBytes: string
    UploadedAlready: {
      /** @constant */
      type: "uploadedAlready"
    }
    LocalizedText: {
      fi: string
      sv: string
      en: string
    }
    /**
     * @description The brand's organization, sent with reservations: aava for the adult brand, lastenklinikka for the
     *     children's brand (the spec's '{product}').
     * @enum {string}
     */
    InternalOrganization: "aava" | "lastenklinikka"
    /**
     * @description morning 07–12, afternoon 12–16, evening 16–21 (inclusive, by slot start), all (spec booking §5)
     * @default all
     * @enum {string}
     */
    TimeOfDay: "morning" | "afternoon" | "evening" | "all"
    /**
     * @description Self check-in status (messaging-records-payments §4). The check-in button shows for allowed and
     *     tooEarly (disabled until 30 minutes before the start); checkedIn shows the room; the rest hide it.
     * @enum {string}
     */
    SelfCheckInStatus: "allowed" | "checkedIn" | "onlyAtReception" | "statusNotAvailable" | "tooEarly"
    /**
     * @description Where the appointment happens. The wire values are the messaging-records-payments spec's enumeration
     *     (§3 Location type); the booking-and-account spec (§3) names the same five in words: videoAppointment =
     *     video, phoneAppointment = phone, remoteAppointment = remote, meetingAppointment = meeting,
     *     physicalLocation = physical location.
     * @enum {string}
     */
    LocationType:
      | "meetingAppointment"
      | "phoneAppointment"
      | "physicalLocation"
      | "remoteAppointment"
      | "videoAppointment"
    PostalAddress: {
      street: string
      postalCode: components["schemas"]["FinnishPostalCode"]
      postOffice: string
    }
    /** @description Where a covid-19 test appointment is taken, when not at the clinic itself */
    Covid19Site: {
      siteName: string
      siteAddress: string
      arrivalInfo: string | null
    }
    ClinicCmsContent: {
      /** @description The clinic's display name from the CMS; the clinic's own name when null */
      name: string | null
      /** @description How to get there and in (Markdown) */
      arrivalInfo: string | null
      covid19: components["schemas"]["Covid19Site"] | null
    }
    Clinic: {
      id: components["schemas"]["ClinicId"]
      name: string
      /** @description Street address; null for remote clinics */
      address: components["schemas"]["PostalAddress"] | null
      /** @description Lower-case municipality name (helsinki, espoo, vantaa…), the key of the neighbouring-municipality rule; null for remote clinics */
      municipality: string | null
      isRemote: boolean
      cmsContent: components["schemas"]["ClinicCmsContent"]
    }
    ProfilePicture: {
      /**
       * Format: uri
       * @description The practitioner's picture: an https address on one of the origins in `x-image-origins` (the brands'
       *     public sites, whose content management holds the pictures), or an inline image (a data: URL, as the
       *     sandbox sends). The portal's pages load images from their own origin, data: URLs and the origins every
       *     `x-image-origins` of this contract lists, and from nowhere else (the build writes them into the
       *     Content-Security-Policy's img-src): a picture elsewhere would not show.
       */
      url: string
    }
    PractitionerCmsContent: {
      profilePicture: components["schemas"]["ProfilePicture"] | null
      /**
       * @description Reservation notice for this practitioner (Markdown); always present (null when none) in the booking
       *     calls' answers, absent where a practitioner appears outside booking (records, visits)
       */
      appointmentReservationInfo?: string | null
    }
    Practitioner: {
      id: components["schemas"]["PractitionerId"]
      /** @description Full name, or the resource's name (e.g. Laboratorio) */
      name: string
      /** @description Professional title in the requested language, e.g. Yleislääkäri */
      title: string | null
      /** @description A room or device rather than a person (no profile link) */
      isResource: boolean
      cmsContent: components["schemas"]["PractitionerCmsContent"]
    }
    ReservationCmsContent: {
      title: string | null
      /** @description Reservation notice (Markdown) */
      appointmentReservationInfo: string | null
    }
    AppointmentKind: {
      description: string
      cmsContent: components["schemas"]["ReservationCmsContent"]
    }
    AppointmentSpecialty: {
      id: components["schemas"]["SpecialtyId"]
      name: string
      cmsContent: components["schemas"]["ReservationCmsContent"]
    }
    SpecialtyData: {
      specialties: components["schemas"]["AppointmentSpecialty"][]
    }
    PriceLine: {
      code: string
      description: string
      /** @description Euros with two decimals */
      priceEuros: number
    }
    /** @description The price estimate (shown for private and Kela65 bookings, not for reserved appointments) */
    PractitionerRate: {
      code: string
      name: components["schemas"]["LocalizedText"]
      rateEuros: number
      additionalFees: components["schemas"]["PriceLine"][]
    }
    AppointmentRoom: {
      /** @description Where to go after checking in, e.g. '5. krs, huone 512' */
      location: string
    }
    AppointmentListItem: {
      id: components["schemas"]["AppointmentId"]
      /** Format: date-time */
      startDate: string
      isRemote: boolean
      kindId: components["schemas"]["KindId"]
      locationType: components["schemas"]["LocationType"]
      /** @description Only logged-in patients may reserve this slot */
      requiresAuthToReserve: boolean
      clinic: components["schemas"]["Clinic"]
      kind: components["schemas"]["AppointmentKind"]
      practitioner: components["schemas"]["Practitioner"]
      specialtyData: components["schemas"]["SpecialtyData"]
      /**
       * @description Our addition to the spec's list item (inferred; tell us if your API differs): the same price estimate
       *     as the appointment detail carries, so the private and Kela65 lists can show it on each card. Optional:
       *     without it a card shows a price only for the Kela65 kinds' fixed price; null when no estimate applies.
       */
      practitionerRate?: components["schemas"]["PractitionerRate"] | null
    }
    Appointment: {
      id: components["schemas"]["AppointmentId"]
      /** Format: date-time */
      startDate: string
      durationMinutes: number
      /** @description false when the time is approximate (e.g. arrive within a window) */
      isSpecificTime: boolean
      isReserved: boolean
      isRemote: boolean
      isCovidTestAppointment: boolean
      locationType: components["schemas"]["LocationType"]
      clinic: components["schemas"]["Clinic"]
      clinicId: components["schemas"]["ClinicId"]
      practitioner: components["schemas"]["Practitioner"]
      practitionerId: components["schemas"]["PractitionerId"]
      /** @description The price estimate; null when none applies */
      practitionerRate: components["schemas"]["PractitionerRate"] | null
      kindId: components["schemas"]["KindId"]
      kind: components["schemas"]["AppointmentKind"]
      specialtyId: components["schemas"]["SpecialtyId"] | null
      specialtyData: components["schemas"]["SpecialtyData"]
      selfCheckInStatus: components["schemas"]["SelfCheckInStatus"]
      /** @description The logged-in appointee may still cancel (before the brand's cancellation deadline) */
      mayCancel: boolean
      hasAppointeeCanceled: boolean
      /** @description Where to go, once checked in; null otherwise or when unknown */
      room: components["schemas"]["AppointmentRoom"] | null
    }
    /** @description An appointment as shown by link to someone not logged in; nothing about the appointee */
    AnonymousAppointment: {
      id: components["schemas"]["AppointmentId"]
      /** Format: date-time */
      startDate: string
      durationMinutes: number
      isSpecificTime: boolean
      isRemote: boolean
      isCovidTestAppointment: boolean
      locationType: components["schemas"]["LocationType"]
      clinic: components["schemas"]["Clinic"]
      practitioner: components["schemas"]["Practitioner"]
      kind: components["schemas"]["AppointmentKind"]
      specialtyData: components["schemas"]["SpecialtyData"]
      selfCheckInStatus: components["schemas"]["SelfCheckInStatus"]
      /** @description Cancelling is still possible (after logging in) */
      mayCancel: boolean
    }
    AppointmentList: {
      appointments: components["schemas"]["Appointment"][]
    }
    AppointmentSearchResponse: {
      availableAppointments: components["schemas"]["AvailableAppointments"]
    }
    AvailableAppointments:
      | {
          /** @constant */
          type: "Success"
          /** @description At most 20 (the page size); exactly 20 means there may be more */
          appointments: components["schemas"]["AppointmentListItem"][]
        }
      | {
          /** @constant */
          type: "Failure"
        }
    AvailableAppointmentDates: {
      dates: string[]
    }
    PractitionerClinics: {
      clinicIds: components["schemas"]["ClinicId"][]
    }
    SpecialtyResponse: {
      specialty: components["schemas"]["AppointmentSpecialty"]
    }
    ClinicOption: {
      id: components["schemas"]["ClinicId"]
      name: string
      /** @description Lower-case municipality name; null for remote clinics */
      municipality: string | null
      isRemote: boolean
    }
    SpecialtyOption: {
      id: components["schemas"]["SpecialtyId"]
      name: string
    }
    PractitionerOption: {
      id: components["schemas"]["PractitionerId"]
      name: string
      title: string | null
    }
    TimeOfDaySlot: {
      /** @enum {string} */
      id: "morning" | "afternoon" | "evening"
      startHour: number
      endHour: number
      title: components["schemas"]["LocalizedText"]
      subtitle: components["schemas"]["LocalizedText"]
    }
    FilterOptions: {
      clinics: components["schemas"]["ClinicOption"][]
      specialties: components["schemas"]["SpecialtyOption"][]
      practitioners: components["schemas"]["PractitionerOption"][]
      timeOfDaySlots: components["schemas"]["TimeOfDaySlot"][]
    }
    AnonymousAppointmentView:
      | {
          /** @constant */
          type: "success"
          appointment: components["schemas"]["AnonymousAppointment"]
        }
      | {
          /** @constant */
          type: "already-cancelled"
        }
      | {
          /** @constant */
          type: "appointment-not-found"
        }
    /** @description The spec's cancel result codes (messaging-records-payments §8) */
    CancelAppointmentResult:
      | {
          /** @constant */
          type: "success"
        }
      | {
          /** @constant */
          type: "deadlineExceeded"
        }
      | {
          /** @constant */
          type: "appointmentNotFound"
        }
      | {
          /** @constant */
          type: "unknownError"
        }
    ArrivalReasonRequest: {
      /** @description The fixed Finnish phrase the client prefixes, then the patient's text (at most 300 characters) */
      arrivalReason: string
    }
    ArrivalReasonResult:
      | {
          /** @constant */
          type: "Success"
        }
      | {
          /** @constant */
          type: "Failure"
        }
    /** @description The spec's check-in result codes (messaging-records-payments §8) */
    CheckInResult:
      | {
          /** @constant */
          type: "success"
          /** @description Where to go; null shows 'see the reception' */
          room: components["schemas"]["AppointmentRoom"] | null
        }
      | {
          /** @constant */
          type: "alreadyCheckedIn"
        }
      | {
          /** @constant */
          type: "checkInOnlyAtReception"
        }
      | {
          /** @constant */
          type: "confidentialityFormNotFilled"
        }
      | {
          /** @constant */
          type: "confidentialityFormNotFilledAsAdult"
        }
      | {
          /** @constant */
          type: "customerNotFound"
        }
      | {
          /** @constant */
          type: "tooEarly"
        }
      | {
          /** @constant */
          type: "unknownError"
        }
    AnonymousCheckInRequest: {
      appointmentId: components["schemas"]["AppointmentId"]
      /** @description The last 4 characters of the personal identity code (individual number and check character), upper case */
      ssnEndPart: string
    }
    AnonymousCheckInResult:
      | {
          /** @constant */
          type: "success"
          /** @description Where to go; null shows 'see the reception' */
          room: components["schemas"]["AppointmentRoom"] | null
        }
      | {
          /** @constant */
          type: "ssnEndPartMismatch"
          /** @description Wrong codes still allowed before `locked` */
          remainingAttempts: number
        }
      | {
          /** @constant */
          type: "confidentiality-form-not-filled"
        }
      | {
          /** @constant */
          type: "confidentiality-form-not-filled-as-adult"
        }
      | {
          /** @constant */
          type: "tooEarly"
        }
      | {
          /** @constant */
          type: "alreadyCheckedIn"
        }
      | {
          /** @constant */
          type: "locked"
          /** Format: date-time */
          lockedUntil: string
        }
      | {
          /** @constant */
          type: "unknownError"
        }
    AnonymousReservationRequest: {
      internalOrganization: components["schemas"]["InternalOrganization"]
      appointmentId: components["schemas"]["AppointmentId"]
      emailAddress: components["schemas"]["PatientEmailAddress"]
      /** @description Trimmed, not blank */
      firstName: string
      /** @description Trimmed, not blank */
      lastName: string
      phone: components["schemas"]["PatientPhoneNumber"]
      ssn: components["schemas"]["PersonalIdentityCode"]
    }
    ReservationRequest: {
      internalOrganization: components["schemas"]["InternalOrganization"]
      appointmentId: components["schemas"]["AppointmentId"]
      /** @description The patient's free-text reason for the visit (the spec gives no limit; ours) */
      description?: string
      emailAddress: components["schemas"]["PatientEmailAddress"]
      conceptCode?: components["schemas"]["ConceptCode"]
      /** @description The chosen direct-compensation permit's contentHash (LähiTapiola flow) */
      dcpContentHash?: string
      phone: components["schemas"]["PatientPhoneNumber"]
    }
    ReservationDetails: {
      appointmentId: components["schemas"]["AppointmentId"]
      /** Format: date-time */
      startDate: string
      /** @description The token of the anonymous appointment view (/{lang}/appointment/{token}), also in the confirmation message */
      appointmentLink: string
      /** @description Where the confirmation went; null for a channel not used */
      confirmationSentTo: {
        emailAddress: string | null
        phone: string | null
      }
    }
    ReservationResponse: {
      reservationDetails: components["schemas"]["ReservationDetails"]
    }
    /** @description Reservation refused (409); the spec's reservation error types */
    ReservationRejection:
      | {
          /** @constant */
          type: "appointmentNotAvailable"
        }
      | {
          /** @constant */
          type: "tooManyReservations"
        }
      | {
          /** @constant */
          type: "noPatient"
        }
      | {
          /** @constant */
          type: "patientDataConsentRequired"
        }
      | {
          /** @constant */
          type: "patientInfoConflict"
        }
    /** @description Reservation failed (500); the spec's reservation error types */
    ReservationFailure:
      | {
          /** @constant */
          type: "unknownError"
        }
      | {
          /** @constant */
          type: "treatmentChainCreationFailed"
        }
    ConceptRequest: {
      code: components["schemas"]["ConceptCode"]
    }
    /** @description The spec's insert-patient-concept result codes (messaging-records-payments §8), and success */
    ConceptResult:
      | {
          /** @constant */
          type: "success"
        }
      | {
          /** @constant */
          type: "conceptNotFound"
        }
      | {
          /** @constant */
          type: "conceptOnlineUpdateNotAllowed"
        }
      | {
          /** @constant */
          type: "customerDeniedAccess"
        }
      | {
          /** @constant */
          type: "customerNotFound"
        }
      | {
          /** @constant */
          type: "unknownError"
        }
    PatientDataConsent: {
      /** @description Patient data may be used via the common patient data registry */
      allowsCommonRegistry: boolean
      /** @description Adult brand only (absent in the children's brand) */
      allowsViewingOccupationalInformation?: boolean
      allowsMarketingMail: boolean
      allowsTreatmentInstructionsMail: boolean
      allowsBookingSms: boolean
    }
    /** @enum {string} */
    PatientDataConsentStatus: "ok" | "missing" | "invalid"
    ConsentSaved: {
      /** @constant */
      type: "success"
      /** Format: date-time */
      patientDataConsentFormUpdated: string
      patientDataConsent: components["schemas"]["PatientDataConsent"]
    }
    Patient: {
      firstName: string
      lastName: string
      ssn: components["schemas"]["PersonalIdentityCode"]
      email: string | null
      phoneNumber: string | null
      language: components["schemas"]["Lang"]
      postalAddress: components["schemas"]["PostalAddress"] | null
      /**
       * Format: date-time
       * @description When the consent form was last saved; null before the first time (the privacy-policy box is then required)
       */
      patientDataConsentFormUpdated: string | null
      patientDataConsent: components["schemas"]["PatientDataConsent"] | null
    }
    /** @description The contact information as shown; contact fields are null when not given (possible for a child) */
    ContactInfo: {
      /** @description Read-only */
      firstName: string
      /** @description Read-only */
      lastName: string
      emailAddress: string | null
      phoneNumber: string | null
      language: components["schemas"]["Lang"]
      streetAddress: string | null
      zipCode: string | null
      postOffice: string | null
    }
    ContactStreetAddress: string
    ContactPostOffice: string
    ContactInfoRequest: {
      streetAddress: components["schemas"]["ContactStreetAddress"]
      zipCode: components["schemas"]["FinnishPostalCode"]
      postOffice: components["schemas"]["ContactPostOffice"]
      phoneNumber: components["schemas"]["PatientPhoneNumber"]
      emailAddress: components["schemas"]["PatientEmailAddress"]
      language: components["schemas"]["Lang"]
    }
    ContactInfoSaved: {
      /** @constant */
      type: "success"
      contactInfo: components["schemas"]["ContactInfo"]
    }
    ContactInfoUpdate: {
      streetAddress: components["schemas"]["ContactStreetAddress"]
      postalCode: components["schemas"]["FinnishPostalCode"]
      postOffice: components["schemas"]["ContactPostOffice"]
      emailAddress: components["schemas"]["PatientEmailAddress"]
      phoneNumber: components["schemas"]["PatientPhoneNumber"]
    }
    ContactInfoUpdateResult: {
      /** @constant */
      type: "success"
      patient: components["schemas"]["ContactInfoUpdate"]
    }
    /**
     * @description Letters of any script with their marks, spaces, hyphens, apostrophes and periods, with at least one letter
     *     ("00" is no name); 2-50 characters after trimming. The portal's rule (src/domain/contactFields.ts) is the same.
     */
    PersonName: string
    RegistrationRequest:
      | {
          /** @constant */
          type: "self"
          firstName: components["schemas"]["PersonName"]
          lastName: components["schemas"]["PersonName"]
          streetAddress: components["schemas"]["ContactStreetAddress"]
          zipCode: components["schemas"]["FinnishPostalCode"]
          postOffice: components["schemas"]["ContactPostOffice"]
          phoneNumber: components["schemas"]["PatientPhoneNumber"]
          emailAddress: components["schemas"]["PatientEmailAddress"]
          language: components["schemas"]["Lang"]
        }
      | {
          /** @constant */
          type: "guardianForChild"
          streetAddress?: components["schemas"]["ContactStreetAddress"]
          zipCode?: components["schemas"]["FinnishPostalCode"]
          postOffice?: components["schemas"]["ContactPostOffice"]
          phoneNumber?: components["schemas"]["PatientPhoneNumber"]
          emailAddress?: components["schemas"]["PatientEmailAddress"]
          language?: components["schemas"]["Lang"]
        }
    RegistrationResult: {
      /** @constant */
      type: "success"
      patient: components["schemas"]["Patient"]
    }
    RegistrationRefused:
      | {
          /** @constant */
          type: "alreadyRegistered"
        }
      | {
          /** @constant */
          type: "notActingForChild"
        }
    /** @description A child's guardian as stored (children's brand); address fields null when the same address as the child */
    Guardian: {
      name: string
      phone: string
      emailAddress: string
      isGuardianHasSameAddress: boolean
      streetAddress: string | null
      zipCode: string | null
      postOffice: string | null
      /** @description The masked identity code, shown for the first guardian only */
      obfuscatedSsn: string | null
    }
    /** @description A guardian in the my-information form; the address is only sent when it differs from the child's */
    GuardianForm:
      | {
          name: components["schemas"]["GuardianName"]
          phone: components["schemas"]["GuardianPhoneNumber"]
          emailAddress: components["schemas"]["GuardianEmailAddress"]
          /** @constant */
          isGuardianHasSameAddress: true
        }
      | {
          name: components["schemas"]["GuardianName"]
          phone: components["schemas"]["GuardianPhoneNumber"]
          emailAddress: components["schemas"]["GuardianEmailAddress"]
          /** @constant */
          isGuardianHasSameAddress: false
          streetAddress: string
          zipCode: components["schemas"]["FinnishPostalCode"]
          postOffice: string
        }
    GuardianName: string
    /**
     * @description The five contact fields are required, except when a guardian acts for a child (hpa login): then, as in
     *     the child's registration (ChildRegistration), each is optional and one left out is saved empty (our
     *     reading of spec booking §2: 'contact fields optional' for a child). A server answers a missing field of
     *     anyone else with the 400 ValidationError.
     */
    ContactFormRequest: {
      emailAddress?: components["schemas"]["PatientEmailAddress"]
      phoneNumber?: components["schemas"]["PatientPhoneNumber"]
      language: components["schemas"]["Lang"]
      streetAddress?: components["schemas"]["ContactStreetAddress"]
      zipCode?: components["schemas"]["FinnishPostalCode"]
      postOffice?: components["schemas"]["ContactPostOffice"]
      /** @description Children's brand; empty in the adult brand */
      guardians: components["schemas"]["GuardianForm"][]
      lang: components["schemas"]["Lang"]
      next: components["schemas"]["NextPath"]
    }
    ContactFormSaved: {
      /** @constant */
      type: "success"
      next: components["schemas"]["NextPath"]
    }
    /** @description The person the profile is about, as the strong authentication (or the hpa mandate) gave them */
    AuthenticatedPerson: {
      firstName: string
      lastName: string
      /** @description The identity code with the last four characters masked, shown as static text on the registration page */
      maskedSsn: string
    }
    /** @description The guardian logged in and acting for the child (hpa login) */
    ActingGuardian: {
      firstName: string
      lastName: string
      ssn: components["schemas"]["PersonalIdentityCode"]
    }
    UserProfile: {
      person: components["schemas"]["AuthenticatedPerson"]
      /** @description Set when a guardian acts for a child; the child is then under 18 and the profile is the child's */
      actingGuardian: components["schemas"]["ActingGuardian"] | null
      /** @description false is the spec's 'unregistered-user' state; patient and contactInfo are then null */
      isRegistered: boolean
      patient: components["schemas"]["Patient"] | null
      contactInfo: components["schemas"]["ContactInfo"] | null
      /** @description The child's guardians (children's brand); empty in the adult brand */
      guardians: components["schemas"]["Guardian"][]
      patientDataConsentStatus: components["schemas"]["PatientDataConsentStatus"]
      mfaStatus: components["schemas"]["MfaStatus"]
      /** @description Both Kela card images exist */
      hasKelaCard: boolean
      /** @description false blocks non-occupational reservations ('Booking interrupted') */
      isCreditWorthy: boolean
      /** @description Concept codes the patient already has; others are posted before a reservation */
      allowedConcepts: components["schemas"]["ConceptCode"][]
    }
    /**
     * @description The 11 login providers as acr values: the mobile certificate (Mobiilivarmenne) and ten banks (Aktia,
     *     Ålandsbanken, Danske Bank, Handelsbanken, Nordea, Oma Säästöpankki, OP, POP Pankki, Säästöpankki,
     *     S-Pankki). The ids are ours; the spec does not show them.
     * @enum {string}
     */
    AuthenticationMethod:
      | "mobiilivarmenne"
      | "tupas-aktia"
      | "tupas-alandsbanken"
      | "tupas-danskebank"
      | "tupas-handelsbanken"
      | "tupas-nordea"
      | "tupas-omasp"
      | "tupas-op"
      | "tupas-poppankki"
      | "tupas-saastopankki"
      | "tupas-spankki"
    /** @description The SMS-login (second factor) status, by the spec's status types */
    MfaStatus:
      | {
          /** @constant */
          type: "too-many-onboarding-attempts"
          /** Format: date-time */
          nextAttempt: string
        }
      | {
          /** @constant */
          type: "user-has-no-verified-mfa-device"
        }
      | {
          /** @constant */
          type: "environment-has-mfa-disabled"
        }
      | {
          /** @constant */
          type: "user-wants-to-enable-mfa"
          mfaOnboardingParam: {
            /** @description The number to prefill in the onboarding card (the patient's phone), null when none */
            phoneNumber: string | null
          }
        }
      | {
          /** @constant */
          type: "enabled"
          /** @description The verified number the codes go to */
          phoneNumber: string
        }
    MfaActionRequest: {
      /** @enum {string} */
      action: "enable" | "disable"
      /** @description Inferred: the SMS code, needed to disable SMS login that is enabled (the spec shows no confirmation) */
      pin?: string
    }
    /** @description Inferred; why turning SMS login off was refused */
    MfaPinRejected: {
      /** @enum {string} */
      type: "pinRequired" | "pinMismatch" | "tooManyRetries"
      /** @description With pinMismatch, the wrong codes left before a new code is needed */
      remainingAttempts?: number
    }
    /** @description Inferred; too many SMS codes asked for */
    TooManyPinCodes: {
      /** @constant */
      type: "too-many-codes"
      /**
       * Format: date-time
       * @description When a code may be asked for again
       */
      nextAttempt: string
    }
    PinRequest: {
      /** @description The four-digit SMS code */
      pin: string
    }
    PinResult: {
      mfaResponse:
        | {
            /** @constant */
            type: "success"
          }
        | {
            /** @constant */
            type: "pinMismatch"
            remainingAttempts: number
          }
        | {
            /** @constant */
            type: "tooManyRetries"
          }
    }
    LogoutResult: {
      /** @constant */
      type: "success"
    }
    KelaCard: {
      /**
       * @description Each side's image (downloadFile), null when there is none: a URL that opens for ten minutes and only with
       *     this session, so the page shows it at once and a copied URL opens nothing later or elsewhere
       */
      imageUrl: {
        /** Format: uri */
        front: string | null
        /** Format: uri */
        back: string | null
      }
    }
    /**
     * @description Other types: 'The image file does not meet the requirements. Allowed file formats: JPEG, PNG'
     * @enum {string}
     */
    KelaCardImageMimeType: "image/jpeg" | "image/png"
    KelaCardUploadRequest: {
      mimetypes: {
        front: components["schemas"]["KelaCardImageMimeType"]
        back: components["schemas"]["KelaCardImageMimeType"]
      }
    }
    UploadUrl: {
      /**
       * Format: uri
       * @description Absolute URL to PUT the file to (the sandbox's /api/uploads/{key}, or another host in production)
       */
      url: string
    }
    KelaCardUpload: {
      front: components["schemas"]["UploadUrl"]
      back: components["schemas"]["UploadUrl"]
      token: components["schemas"]["UploadToken"]
    }
    KelaCardUploadFinished: {
      /** @constant */
      type: "success"
    }
    KelaCardUploadIncomplete: {
      /** @constant */
      type: "uploadIncomplete"
      missing: ("front" | "back")[]
    }
    /**
     * @description Insurance companies (spec booking §3); only IF, LAHITAPIOLA, OP and OTHER are offered (LähiTapiola's
     *     permit flow and its concept code only with feature lahitapiola-insurance-flow). Not sent on the wire by any call: the choice becomes the reservation's conceptCode.
     * @enum {string}
     */
    InsuranceCompany:
      | "AKTIA"
      | "FENNIA"
      | "IF"
      | "LAHITAPIOLA"
      | "MANDATUM"
      | "MELA"
      | "OP"
      | "OTHER"
      | "POHJANTAHTI"
      | "POP"
      | "PROTECTOR"
      | "PV"
      | "SAASTOPANKKI"
      | "TURVA"
      | "VALTIOKONTTORI"
    /**
     * @description How an IF insurance customer pays (spec booking §3, §5); COMPANY_REIMBURSEMENT is disabled for remote
     *     appointments. Not sent on the wire: it selects the conceptCode.
     * @enum {string}
     */
    ReimbursementChoice: "PAY_AND_REIMBURSE" | "COMPANY_REIMBURSEMENT" | "USE_REIMBURSEMENT"
    /**
     * @description The `lahitapiolaStatus` query parameter LähiTapiola adds when it sends the browser back to redirectTo
     * @enum {string}
     */
    DirectCompensationReturnStatus:
      "directcompensationallowed" | "directcompensationdenied" | "cancel" | "error"
    DirectCompensationPermit: {
      symptom: string
      bodyPart: string
      /**
       * Format: date
       * @description Last valid day; shown as d.M.yyyy
       */
      validTo: string
      /** @description Sent with the reservation as dcpContentHash */
      contentHash: string
    }
    DirectCompensationPermits:
      | {
          /** @constant */
          type: "success"
          directCompensationPermits: components["schemas"]["DirectCompensationPermit"][]
        }
      | {
          /** @constant */
          type: "unknownError"
        }
    LahitapiolaPolicyCheck:
      | {
          /** @constant */
          type: "success"
          hasHealthcarePolicy: boolean
        }
      | {
          /** @constant */
          type: "unknownError"
        }
    PohjolaInsuranceCheck: {
      hasInsurance: boolean
    }
    OccupationalAgreement:
      | {
          /** @constant */
          status: "ok"
          employerName: string
          /** @description The agreement's product code */
          contractProduct: string
        }
      | {
          /** @constant */
          status: "no-occupational-healthcare"
        }
      | {
          /** @constant */
          status: "no-web-reservation"
          employerName: string
          /** @description The agreement's product code; some products show a promotion block (list kept by the brand) */
          contractProduct: string
        }
    SubstitutePeriod: {
      /** Format: date */
      startDate: string
      /** Format: date */
      endDate: string
    }
    OccupationalTeamMember: {
      id: components["schemas"]["PractitionerId"]
      name: string
      /** @description Who stands in while the member is away; null when present */
      substituteName: string | null
      /** @description The absence; null when present */
      substitutePeriod: components["schemas"]["SubstitutePeriod"] | null
      /**
       * @description Proposed: the member's role, one of the spec's OHC team professional types (messaging §3: Doctor, Nurse, Physiotherapist, Psychologist), which the team page names beside each person. Absent, the list the member is in tells it (a responsible doctor or nurse).
       * @enum {unknown}
       */
      professionalType?: "doctor" | "nurse" | "physiotherapist" | "psychologist"
    }
    OccupationalTeam:
      | {
          /** @constant */
          status: "ok"
          employerName: string
          responsibleDoctors: components["schemas"]["OccupationalTeamMember"][]
          responsibleNurses: components["schemas"]["OccupationalTeamMember"][]
          /** @description Proposed: the team's other named professionals (physiotherapists, psychologists), each with its professionalType; absent or empty when the agreement names none. */
          otherProfessionals?: components["schemas"]["OccupationalTeamMember"][]
        }
      | {
          /** @constant */
          status: "no-occupational-healthcare"
        }
    NotFound: {
      /** @constant */
      type: "notFound"
    }
    /** @description An id of digits, sent as a string */
    NumericId: string
    /** @description The invoice number printed on the invoice; also the payment reference */
    InvoiceNumber: string
    /** @description An amount of money in euro cents */
    Cents: number
    MfaOnboardingStart: {
      /**
       * @description Trimmed and without spaces. The SMS-login number has a rule of its own (spec messaging §5: an optional
       *     leading plus and at least 6 digits, any country), not a contact phone's: the portal's `isSmsLoginPhone`
       *     (src/domain/mfa.ts), which the sandbox applies too.
       */
      phoneNumber: string
    }
    MfaOnboardingChallengeResponse: {
      /** @description The four digits from the text message */
      challengeResponseFromUser: string
    }
    MfaOnboardingResult:
      | {
          /** @constant */
          type: "mfa-ok"
        }
      | {
          /** @constant */
          type: "mfa-challenge-failed"
        }
      | {
          /** @constant */
          type: "too-many-mfa-attempts"
        }
    TooManyOnboardingAttempts: {
      /** @constant */
      type: "too-many-onboarding-attempts"
      /**
       * Format: date-time
       * @description When a code may be requested again
       */
      nextAttempt: string
    }
    /**
     * @description One row of a summary or list. The portal draws the avatar (initials of the name's words, or an icon picked
     *     by keywords of a service name) and builds the link's address from its route table.
     */
    TimelineItem: {
      /** @description Unique within its list */
      id: string
      avatar: components["schemas"]["TimelineAvatar"]
      title: string
      subtitle: string | null
      /**
       * Format: date
       * @description The Helsinki calendar day of the item
       */
      date: string
      /**
       * Format: date-time
       * @description The time of the item, when it has one (lab results have only a date)
       */
      dateTime: string | null
      /**
       * Format: date
       * @description Last valid day, for referrals and questionnaires that expire
       */
      validUntilDate: string | null
      link: components["schemas"]["TimelineLink"]
      /** @description New to the patient (an unseen result, an upcoming appointment, an open questionnaire) */
      highlighted: boolean
    }
    TimelineAvatar:
      | {
          /** @constant */
          type: "person"
          name: string
          /** Format: uri */
          imageUrl: string | null
        }
      | {
          /** @constant */
          type: "service"
          name: string
        }
    /** @description Where the item leads, as a route id of the portal's route table and its params */
    TimelineLink:
      | {
          /** @constant */
          route: "visit"
          params: components["schemas"]["IdParams"]
        }
      | {
          /** @constant */
          route: "laboratoryReferral"
          params: components["schemas"]["IdParams"]
        }
      | {
          /** @constant */
          route: "laboratoryResult"
          params: {
            /** Format: date */
            date: string
          }
        }
      | {
          /** @constant */
          route: "imagingReferral"
          params: components["schemas"]["IdParams"]
        }
      | {
          /** @constant */
          route: "imagingResult"
          params: {
            /** Format: date */
            imagingDate: string
          }
        }
      | {
          /** @constant */
          route: "prescriptions"
          params: Record<string, never>
        }
      | {
          /** @constant */
          route: "questionnaire"
          params: {
            invitationId: components["schemas"]["NumericId"]
          }
        }
      | {
          /** @constant */
          route: "appointmentsByIds"
          params: {
            ids: string
          }
        }
    IdParams: {
      id: components["schemas"]["NumericId"]
    }
    TimelineDay: {
      /**
       * Format: date
       * @description A Helsinki calendar day
       */
      date: string
      items: components["schemas"]["TimelineItem"][]
    }
    FrontPage: {
      customer: {
        firstName: string
      }
      /**
       * @description Present when the patient should be offered SMS login: the onboarding card shows. null when SMS login is
       *     enabled, not offered in this environment, or onboarding is locked after too many attempts.
       */
      mfaOnboardingParam: components["schemas"]["MfaOnboardingParam"] | null
      /** @description True when the patient has no visits or events; the portal then shows the new-customer page */
      isNewCustomer: boolean
      /** @description The prescriptions block shows its renew link only when true */
      canRenewPrescriptions: boolean
      /** @description Upcoming appointments by Helsinki day, soonest first; null when unavailable */
      appointmentSummaries: components["schemas"]["TimelineDay"][] | null
      /** @description Latest visits; null when unavailable */
      visitSummaries: components["schemas"]["TimelineItem"][] | null
      /** @description Latest prescriptions (the portal composes each subtitle); null when unavailable */
      prescriptions: components["schemas"]["Prescription"][] | null
      /** @description Latest laboratory referrals and result days; null when unavailable */
      labResultSummaries: components["schemas"]["TimelineItem"][] | null
      /** @description Open questionnaires; the block is hidden when empty; null when unavailable */
      questionnaireSummaries: components["schemas"]["TimelineItem"][] | null
      /** @description Latest imaging referrals and results; null when unavailable */
      imagingSummaries: components["schemas"]["TimelineItem"][] | null
    }
    MfaOnboardingParam: {
      /** @description The patient's phone number on record, prefilled in the card; null when none is known */
      phoneNumber: string | null
    }
    VisitList: {
      visits: components["schemas"]["TimelineItem"][]
    }
    VisitPage: {
      medicalReport: components["schemas"]["MedicalReport"]
      /** @description The patient's full name, printed on the report */
      fullName: string
      /** @description The patient's personal identity code, printed on the report */
      personalIdentityCode: string
    }
    MedicalReport: {
      id: components["schemas"]["NumericId"]
      /** Format: date-time */
      dateTime: string
      practitioner: components["schemas"]["Practitioner"]
      specialty: {
        name: string
      }
      diagnoses: components["schemas"]["Diagnosis"][]
      texts: components["schemas"]["MedicalReportText"][]
    }
    Diagnosis: {
      /** @description ICD-10 code */
      code: string
      description: string
    }
    MedicalReportText: {
      title: string
      /** @description Plain text; line breaks are kept */
      body: string
    }
    /** @enum {string} */
    ReferralType: "imaging" | "laboratory"
    /**
     * @description expired once the last valid day (validUntil, Helsinki) has passed
     * @enum {string}
     */
    ReferralStatus: "valid" | "expired"
    Referral: {
      id: components["schemas"]["NumericId"]
      type: components["schemas"]["ReferralType"]
      status: components["schemas"]["ReferralStatus"]
      title: string
      /** @description Finnish only, whatever the page's language; shown only on the fi page */
      description: string | null
      /** Format: date */
      creationDate: string
      /**
       * Format: date
       * @description The last valid day
       */
      validUntil: string
      practitioner: components["schemas"]["Practitioner"]
      /**
       * Format: uri
       * @description Preparation instructions on the provider's public site
       */
      patientInstructionsUrl: string | null
    }
    ReferralPage: {
      referral: components["schemas"]["Referral"]
    }
    /**
     * @description referral (ordered, not sampled), sampled (waiting for the result), ready
     * @enum {string}
     */
    LaboratoryTestStatus: "referral" | "sampled" | "ready"
    /**
     * @description A numeric result beyond the measurable range, e.g. lessThan 3 is '<3'
     * @enum {string}
     */
    NumberPrefix: "greaterThan" | "greaterThanOrEqual" | "lessThan" | "lessThanOrEqual"
    LaboratoryOverview: {
      referrals: components["schemas"]["Referral"][]
      /** @description Newest first */
      resultDates: components["schemas"]["LaboratoryResultDate"][]
    }
    LaboratoryResultDate: {
      /** Format: date */
      date: string
      items: {
        code: string
        displayName: string
        isReady: boolean
      }[]
    }
    LaboratoryResults: {
      /** Format: date */
      date: string
      tests: components["schemas"]["LaboratoryTest"][]
    }
    LaboratoryTest:
      components["schemas"]["LaboratoryTestPackage"] | components["schemas"]["LaboratorySingleTest"]
    /** @description A package of tests ordered together, e.g. a blood count; ready when all its tests are */
    LaboratoryTestPackage: {
      /** @constant */
      type: "package"
      id: string
      code: string
      displayName: string
      /** @description Same as status ready */
      isReady: boolean
      status: components["schemas"]["LaboratoryTestStatus"]
      description: string | null
      items: components["schemas"]["LaboratorySingleTest"][]
    }
    LaboratorySingleTest: {
      /** @constant */
      type: "single"
      id: string
      code: string
      displayName: string
      /** @description Same as status ready */
      isReady: boolean
      status: components["schemas"]["LaboratoryTestStatus"]
      /** @description null until the test is ready */
      result: components["schemas"]["LaboratoryResult"] | null
      unit: string | null
      /** @description Shown as 'min-max unit', '>min' or '<max'; null when the test has none */
      referenceRange: components["schemas"]["ReferenceRange"] | null
      description: string | null
      /** @description A free-text addition by the laboratory */
      additionalResult: string | null
    }
    ReferenceRange: {
      min: number | null
      max: number | null
    }
    LaboratoryResult:
      | {
          /** @constant */
          type: "textual"
          resultText: string
        }
      | {
          /** @constant */
          type: "numeric"
          resultNumber: number
          /** @description null for an exact value */
          prefix: components["schemas"]["NumberPrefix"] | null
          /** @description null when the test has no reference range */
          isWithinReferenceRange: boolean | null
        }
    ImagingResult: {
      id: components["schemas"]["NumericId"]
      /** Format: date */
      imagingDate: string
      /** @description null shows 'No title' */
      examinationName: string | null
      /** @description The radiologist's statement; null shows 'No doctor's statement' */
      statementText: string | null
    }
    /** @description The results, or the marker `temporary-api-error` in their place when the imaging system did not answer */
    ImagingResultsOrError: components["schemas"]["ImagingResult"][] | "temporary-api-error"
    ImagingOverview: {
      referrals: components["schemas"]["Referral"][]
      results: components["schemas"]["ImagingResultsOrError"]
    }
    ImagingResults: {
      /** Format: date */
      imagingDate: string
      results: components["schemas"]["ImagingResultsOrError"]
    }
    /**
     * @description The portal's subtitle joins, separated by a dot: medicineType, 'packageCount X packageSize', totalAmount with
     *     packageUnit, and treatmentLength with treatmentLengthUnit (parts that are null are left out).
     */
    Prescription: {
      id: components["schemas"]["NumericId"]
      medicineName: string
      strength: string | null
      /** Format: date */
      issuedDate: string
      isRenewable: boolean
      /** @description Pharmaceutical form, in the requested language */
      medicineType: string | null
      packageUnit: string | null
      packageSize: number | null
      packageCount: number | null
      treatmentLength: number | null
      /** @description In the requested language */
      treatmentLengthUnit: string | null
      /** @description In packageUnit */
      totalAmount: number | null
      dosageGuide: string | null
      usageGuide: string | null
    }
    PrescriptionList: {
      /** @description Prescription renewal is enabled for this patient */
      canRenewPrescriptions: boolean
      /** @description Newest first */
      prescriptions: components["schemas"]["Prescription"][]
    }
    QuestionnaireList:
      | {
          /** @constant */
          status: "maintenance-mode"
        }
      | {
          /** @constant */
          status: "ok"
          /** @description Waiting for an answer, newest first */
          newTaskItems: components["schemas"]["TimelineItem"][]
          /** @description Answered, newest first */
          answerItems: components["schemas"]["TimelineItem"][]
        }
    QuestionnairePage:
      | {
          /** @constant */
          status: "maintenance-mode"
        }
      | {
          /** @constant */
          status: "ok"
          questionnaireInvitation: components["schemas"]["QuestionnaireInvitation"]
        }
    QuestionnaireInvitation: {
      id: components["schemas"]["NumericId"]
      questionnaireForm: components["schemas"]["QuestionnaireForm"]
      /**
       * @description The answers as one JSON string, as sent by AnswerQuestionnaire and stored (messaging.graphql,
       *     answerQuestionnaire: an object of answers by question name, each text, a number or a list of them;
       *     each text at most 2000 characters without control characters but tab and line breaks or bidirectional
       *     overrides; at most 10000 characters in all); null when not answered
       */
      questionnaireAnswers: string | null
      /** Format: date-time */
      answeredAt: string | null
    }
    QuestionnaireForm: {
      id: string
      title: string
      /**
       * @description The form definition as made in the questionnaire designer, passed to the form renderer as is. The one
       *     open object of this contract: its shape belongs to the form renderer, not to this API.
       */
      definition: {
        [key: string]: unknown
      }
    }
    /**
     * @description medicalCertificateA is a doctor's certificate (lääkärinlausunto A), nurse a nurse's certificate
     * @enum {string}
     */
    CertificateType: "medicalCertificateA" | "nurse"
    Certificate: {
      id: components["schemas"]["NumericId"]
      type: components["schemas"]["CertificateType"]
      /** Format: date */
      issuedDate: string
      /** Format: date */
      sickLeaveStartDate: string
      /**
       * Format: date
       * @description The last day of the sick leave
       */
      sickLeaveEndDate: string
      practitionerName: string
    }
    CertificateList: {
      /** @description Created since 1.1.2022, newest first */
      certificates: components["schemas"]["Certificate"][]
    }
    Vaccination: {
      id: components["schemas"]["NumericId"]
      name: string
      /** Format: date */
      date: string
      /**
       * Format: date
       * @description null when no end of protection is recorded
       */
      effectiveUntil: string | null
      /** @description Who gave the vaccination; null when not recorded */
      practitioner: {
        name: string
      } | null
    }
    VaccinationPage: {
      page: number
      /** @constant */
      pageSize: 25
      totalCount: number
      vaccinations: components["schemas"]["Vaccination"][]
    }
    OccupationalVaccinationPage:
      | {
          /** @constant */
          status: "unauthorized"
        }
      | {
          /** @constant */
          status: "no-occupational-healthcare"
        }
      | {
          /** @constant */
          status: "ok"
          /** @description The employer's contract includes the influenza vaccination */
          isInfluenzaVaccinationAllowed: boolean
          /**
           * Format: date-time
           * @description When the patient chose it; null when not chosen
           */
          influenzaVaccinationChosenAt: string | null
        }
    OccupationalVaccinationChoice: {
      /**
       * @description The vaccination chosen; influenza is the only one offered
       * @enum {string}
       */
      vaccination: "influenza"
    }
    OccupationalVaccinationChoiceResult:
      | {
          /** @constant */
          type: "success"
          /** Format: date-time */
          chosenAt: string
        }
      | {
          /** @constant */
          type: "notAllowed"
        }
      | {
          /** @constant */
          type: "noOccupationalHealthcare"
        }
    /**
     * @description The status of a patient's own invoice in the billing system
     * @enum {string}
     */
    CustomerInvoiceStatus: "open" | "overdue" | "paid" | "refunded"
    /**
     * @description The status shown in the invoice list. paper: sent by post and paid by bank transfer; notAvailable: the
     *     billing system cannot tell (contact billing by email); overdue: contact the debt collection partner.
     * @enum {string}
     */
    ListableInvoiceStatus:
      "notAvailable" | "open" | "overdue" | "paid" | "paper" | "refundInProgress" | "refunded"
    /**
     * @description The status of an invoice payable online
     * @enum {string}
     */
    GoodSignInvoiceStatus: "open" | "paid"
    /** @enum {string} */
    InvoiceSource: "CustomerInvoice" | "GoodSignInvoice" | "NetsuiteInvoice"
    InvoiceListItem: {
      id: components["schemas"]["NumericId"]
      invoiceNumber: components["schemas"]["InvoiceNumber"]
      source: components["schemas"]["InvoiceSource"]
      status: components["schemas"]["ListableInvoiceStatus"]
      sumCents: components["schemas"]["Cents"]
      /** Format: date */
      creationDate: string
      /** Format: date */
      dueDate: string
      canBePaidOnline: boolean
      /**
       * Format: date-time
       * @description Online payment closes then (four days after the visit); null when not payable online
       */
      payableOnlineUntil: string | null
      /** @description Proposed: what the invoice was for (the invoice list says it beside the number). */
      visit: components["schemas"]["InvoiceVisit"]
    }
    /**
     * @description Proposed: the visit an invoice was for, so a patient can tell one invoice from another: the visit's date,
     *     the service in the requested language, and who or where gave it. At least one of the practitioner and the
     *     clinic is named: a remote visit has no clinic, a laboratory visit no practitioner.
     */
    InvoiceVisit: {
      /**
       * Format: date
       * @description The visit's day (Europe/Helsinki)
       */
      date: string
      /** @description The service, in the requested language (e.g. 'Yleislääkärin vastaanotto') */
      service: string
      /** @description The practitioner who gave the service; null when none is named (a laboratory visit) */
      practitionerName: string | null
      /** @description The clinic where the visit was; null for a remote visit */
      clinicName: string | null
    }
    /**
     * @description Proposed: the patient's unpaid invoices over all pages: those the list calls open or overdue (what counts
     *     is src/domain/invoices.ts `countsAsOpen`), their number and sum, and the overdue part of the sum.
     */
    InvoiceOpenTotal: {
      count: number
      sumCents: components["schemas"]["Cents"]
      overdueSumCents: components["schemas"]["Cents"]
    }
    InvoicePage: {
      /** @description Proposed: the total open amount, over all pages (the invoice list's heading shows it). */
      openTotal: components["schemas"]["InvoiceOpenTotal"]
      page: number
      /** @constant */
      pageSize: 10
      totalCount: number
      invoices: components["schemas"]["InvoiceListItem"][]
    }
    Invoice: {
      invoiceNumber: components["schemas"]["InvoiceNumber"]
      sumCents: components["schemas"]["Cents"]
      status: components["schemas"]["GoodSignInvoiceStatus"]
      /**
       * Format: date
       * @description null while open
       */
      paidDate: string | null
      /** Format: date */
      creationDate: string
      /** Format: date */
      dueDate: string
      /**
       * Format: date-time
       * @description null when not payable online
       */
      payableOnlineUntil: string | null
      buyerName: string
      buyerAddress: components["schemas"]["PostalAddress"]
      rows: components["schemas"]["InvoiceRow"][]
      canBePaidOnline: boolean
      /** @description Proposed: what the invoice was for (the summary, the payment page and the payment's receipt show it). */
      visit: components["schemas"]["InvoiceVisit"]
    }
    InvoiceRow: {
      description: string
      count: number
      unitPriceCents: components["schemas"]["Cents"]
      /** Format: date */
      date: string
      vatPercentage: number
    }
    InvoiceResponse: {
      invoice: components["schemas"]["Invoice"]
    }
    PaymentCreationRequest: {
      /** @description In euro cents; the sum of the items' unitPrice × units */
      amount: number
      customer: {
        /** @description The patient's email by the portal's rule (as PatientEmailAddress), 254 characters at most */
        email: string
        phone: string
        firstName: string
        lastName: string
      }
      items: components["schemas"]["PaymentItem"][]
      /**
       * @description The language of the provider's pages
       * @enum {string}
       */
      language: "FI" | "SV" | "EN"
      reference: components["schemas"]["InvoiceNumber"]
    }
    PaymentItem: {
      /** @description Empty for an invoice payment */
      productCode: string
      unitPrice: components["schemas"]["Cents"]
      units: number
      vatPercentage: number
    }
    PaymentCreation: {
      /** @description The payment service's terms as HTML, shown above the provider buttons */
      terms: string
      providers: components["schemas"]["PaymentProvider"][]
    }
    PaymentProvider: {
      name: string
      id: string
      /**
       * Format: uri
       * @description Where the browser posts the provider's form
       */
      url: string
      /**
       * Format: uri
       * @description The provider's logo: an inline SVG (a data:image/svg+xml URL, as the sandbox's providers send it) or
       *     an https address on one of the origins in `x-image-origins` (none yet: add a provider's origin here
       *     before its logos come by address, or the portal's Content-Security-Policy will not let them show; see
       *     ProfilePicture.url)
       */
      svg: string
      /** @description Hidden fields of the form, in order */
      parameters: {
        name: string
        value: string
      }[]
    }
    PaymentCreationConflict: {
      /**
       * @description invoiceAlreadyPaid: paid meanwhile (the page reloads); invoiceSumNotValid: amount differs from the
       *     invoice's sum; notPayableOnline: past payableOnlineUntil or not payable online at all
       * @enum {string}
       */
      type: "invoiceAlreadyPaid" | "invoiceSumNotValid" | "notPayableOnline"
    }
    /** @description The fields of the test provider's form (its `parameters` in PaymentProvider); sandbox only */
    SandboxProviderForm: {
      "transaction-id": string
      /** @enum {string} */
      provider: "sandbox-pankki" | "sandbox-card"
    }
    /** @description A button of the test provider's page; sandbox only */
    SandboxProviderResultForm: {
      "transaction-id": string
      /** @enum {string} */
      outcome: "ok" | "fail"
    }
    /**
     * @description The status the payment provider returns to the payment result page (its `status` query). ok shows 'Payment
     *     completed'; fail shows 'Payment interrupted' with a try-again link; delayed and pending show nothing.
     * @enum {string}
     */
    PaymentProviderStatus: "ok" | "fail" | "delayed" | "pending"
    /** @enum {string} */
    SystemStatus: "operational" | "plannedMaintenance" | "unexpectedDowntime" | "unknown"
    /** @enum {string} */
    AnnouncementType: "info" | "notification" | "warning" | "success"
    /** @description The announcement above the conversations (the same as the messaging service's customerMessagingInfo) */
    CustomerMessagingInfo: {
      /** @description Whether the announcement shows at all */
      active: boolean
      heading: string | null
      /** @description Markdown */
      description: string | null
      announcementType: components["schemas"]["AnnouncementType"]
    }
    MessagingStatus: {
      /** @description True exactly when systemStatus is plannedMaintenance or unexpectedDowntime */
      maintenanceMode: boolean
      systemStatus: components["schemas"]["SystemStatus"]
      /** @description The patient's user id in the messaging service; null when the patient has none */
      customerMessagingUserId: string | null
      customerMessagingInfo: components["schemas"]["CustomerMessagingInfo"]
    }
    /** @enum {string} */
    ProcessingState: "DONE" | "FAILURE" | "IN_PROGRESS" | "UNKNOWN"
  }
  responses: {
    /**
     * @description The request body is larger than the operation allows (see "Request bodies" in the description above):
     *     refused from Content-Length before the body is read, or as soon as a body without one passes the limit
     */
    PayloadTooLarge: {
      headers: {
        [name: string]: unknown
      }
      content: {
        /**
         * @example {
         *       "type": "payloadTooLarge",
         *       "maxBytes": 32768
         *     }
         */
        "application/json": components["schemas"]["PayloadTooLarge"]
      }
    }
    /** @description A JSON body in a character set other than UTF-8 (its Content-Type's charset parameter) */
    UnsupportedMediaType: {
      headers: {
        [name: string]: unknown
      }
      content: {
        /**
         * @example {
         *       "type": "unsupportedMediaType",
         *       "message": "JSON bodies are UTF-8; charset=utf-16 is not supported"
         *     }
         */
        "application/json": components["schemas"]["UnsupportedMediaType"]
      }
    }
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
    /**
     * @description No logged-in session, or its strong authentication has timed out (the portal then goes to the
     *     session-timed-out page). While the authentication has timed out, only the session and the MFA page's calls
     *     are answered.
     */
    Unauthorized: {
      headers: {
        [name: string]: unknown
      }
      content: {
        "application/json": components["schemas"]["UnauthorizedError"]
      }
    }
    /** @description The csrfToken query parameter is missing or is not the session's token */
    Forbidden: {
      headers: {
        [name: string]: unknown
      }
      content: {
        "application/json": components["schemas"]["ForbiddenError"]
      }
    }
    /**
     * @description Any other failure, e.g. the identity provider or insurer could not be reached (500). Declared on the
     *     browser-navigation calls, whose only success is a redirect.
     */
    UnexpectedError: {
      headers: {
        [name: string]: unknown
      }
      content: {
        /**
         * @example {
         *       "type": "InternalError",
         *       "message": "The identity provider did not answer"
         *     }
         */
        "application/json": components["schemas"]["UnexpectedError"]
      }
    }
    /** @description The reservation was refused; `type` says why */
    ReservationRejected: {
      headers: {
        [name: string]: unknown
      }
      content: {
        "application/json": components["schemas"]["ReservationRejection"]
      }
    }
    /** @description The reservation failed; `type` says how */
    ReservationFailed: {
      headers: {
        [name: string]: unknown
      }
      content: {
        "application/json": components["schemas"]["ReservationFailure"]
      }
    }
    /** @description No such resource for this patient */
    NotFound: {
      headers: {
        [name: string]: unknown
      }
      content: {
        /**
         * @example {
         *       "type": "notFound"
         *     }
         */
        "application/json": components["schemas"]["NotFound"]
      }
    }
    /** @description The PDF document */
    Pdf: {
      headers: {
        /**
         * @description `inline` with the file name given in `filename`: `filename` in plain ASCII, and `filename*` in UTF-8
         *     (RFC 5987) when the name has other characters
         * @example inline; filename="Lasku _ marraskuu.pdf"; filename*=UTF-8'Lasku%20%E2%80%93%20marraskuu.pdf
         */
        "Content-Disposition"?: string
        [name: string]: unknown
      }
      content: {
        "application/pdf": string
      }
    }
    /**
     * @description The file as uploaded, with the Content-Type it was uploaded with (one of uploadFile's types; a Kela card
     *     image is image/jpeg or image/png)
     */
    StoredFile: {
      headers: {
        "Content-Length": components["headers"]["StoredFileLength"]
        "Content-Disposition": components["headers"]["StoredFileDisposition"]
        [name: string]: unknown
      }
      content: {
        "application/msword": components["schemas"]["FileBytes"]
        "application/pdf": components["schemas"]["FileBytes"]
        "application/rtf": components["schemas"]["FileBytes"]
        "text/rtf": components["schemas"]["FileBytes"]
        "application/vnd.ms-excel": components["schemas"]["FileBytes"]
        "application/vnd.ms-powerpoint": components["schemas"]["FileBytes"]
        "application/vnd.oasis.opendocument.text": components["schemas"]["FileBytes"]
        "application/vnd.oasis.opendocument.spreadsheet": components["schemas"]["FileBytes"]
        "application/vnd.openxmlformats-officedocument.presentationml.presentation": components["schemas"]["FileBytes"]
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["FileBytes"]
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document": components["schemas"]["FileBytes"]
        "application/vnd.openxmlformats-officedocument.wordprocessingml.template": components["schemas"]["FileBytes"]
        "image/gif": components["schemas"]["FileBytes"]
        "image/jpeg": components["schemas"]["FileBytes"]
        "image/png": components["schemas"]["FileBytes"]
        "image/tiff": components["schemas"]["FileBytes"]
        "text/csv": components["schemas"]["FileBytes"]
        "text/plain": components["schemas"]["FileBytes"]
      }
    }
  }
  parameters: {
    /**
     * @description The page's language; texts in the response come in it
     * @example fi
     */
    LangQuery: components["schemas"]["Lang"]
    /**
     * @description The appointment's id
     * @example 80412345
     */
    AppointmentIdPath: components["schemas"]["AppointmentId"]
    /**
     * @description Clinics to search (repeated parameter: clinicIds=KAMPPI&clinicIds=TAPIOLA), exactly as given: the server
     *     does not widen them. The portal sends the chosen clinics, and for its "nearby clinics" suggestions the
     *     clinics of the chosen clinics' municipalities and their neighbouring ones (spec booking §9). All clinics
     *     when absent.
     * @example [
     *       "KAMPPI",
     *       "TAPIOLA"
     *     ]
     */
    ClinicIds: components["schemas"]["ClinicId"][]
    /**
     * @description Specialties to search (repeated parameter); all when absent. Ignored for Kela65 (the filter is disabled there).
     * @example [
     *       "YL"
     *     ]
     */
    SpecialtyIds: components["schemas"]["SpecialtyId"][]
    /**
     * @description Practitioners to search (repeated parameter); all when absent
     * @example [
     *       "10234"
     *     ]
     */
    PractitionerIds: components["schemas"]["PractitionerId"][]
    /**
     * @description Also remote (video and phone) slots. The client forces it on when a chosen specialty is PSY, ENDO, GYN,
     *     NNA or GRG, or when a practitioner is chosen (spec booking §5).
     * @example true
     */
    IncludeRemote: boolean
    /**
     * @description First day of the range (Europe/Helsinki calendar day, inclusive)
     * @example 2026-11-23
     */
    SearchStartDate: string
    /**
     * @description Last day of the range (Europe/Helsinki calendar day, inclusive); not before startDate
     * @example 2026-12-06
     */
    SearchEndDate: string
    /**
     * @description Time-of-day tab; slots whose start falls in the tab's hours (inclusive), every slot for `all`
     * @example morning
     */
    TimeOfDayQuery: components["schemas"]["TimeOfDay"]
    /**
     * @description Occupational healthcare slots under the patient's employer agreement (logged in only)
     * @example false
     */
    IsOccupationalHealthcare: boolean
    /**
     * @description Slots bookable by insurance customers
     * @example false
     */
    IsInsuranceCustomer: boolean
    /**
     * @description Kela65 slots (kinds Y65P, Y65D, Y65V) for people aged 65 and over
     * @example false
     */
    IsKela65: boolean
    /**
     * @description The page of the list, from 1
     * @example 1
     */
    PageQuery: number
    /**
     * @description The record's id (digits)
     * @example 48213
     */
    IdPath: components["schemas"]["NumericId"]
    /**
     * @description The download's file name, given back in Content-Disposition: any characters but path separators and those
     *     free text refuses (C0 and C1 control characters, DEL, the bidirectional overrides and isolates
     *     U+202A-U+202E and U+2066-U+2069); a name beyond ASCII comes back twice, in ASCII and in UTF-8 (RFC 6266).
     * @example lasku-3040512.pdf
     */
    PdfFilenameQuery: string
    /**
     * @description The upload's key, from the handed-out URL (random; whoever holds it may upload and read)
     * @example kc-7f3a9c2e4b1d-front
     */
    UploadKeyPath: string
    /**
     * @description When the URL stops working, in milliseconds since the epoch (ten minutes after it was handed out)
     * @example 1795602420000
     */
    DownloadExpiresQuery: number
    /**
     * @description The server's signature of the key, the file name and `expires` (base64url)
     * @example 3q2-7w8Yk1m0lXb9c4VZpQ2r5Ts6Uu7Ww8Xx9Yy0Zz1
     */
    DownloadSignatureQuery: string
    /**
     * @description The download's file name, given back in Content-Disposition. AttachmentDownloadUrl puts the attachment's
     *     file name here; without it the name is what the file is for with the extension of its type (e.g.
     *     kela-card-front.png, attachment.pdf). No path separators and none of the characters free text refuses
     *     (control characters, bidirectional overrides and isolates).
     * @example Laboratoriotulokset – marraskuu.pdf
     */
    DownloadFilenameQuery: string
  }
  requestBodies: {
    /**
     * @description The file's bytes with its Content-Type: for a Kela card side the type announced in initKelaCardUpload, for
     *     an attachment one of spec messaging §5's (Word, PDF, RTF, Excel, PowerPoint, OpenDocument text and
     *     spreadsheet, OOXML presentation, sheet, document and template, GIF, JPEG, PNG, TIFF, CSV, plain text).
     *     At most 9437184 bytes (the attachments' total, spec messaging §9); a key handed out for less refuses more
     *     with 400.
     *
     *     The file-type table: each type, the file-name extensions a file of it may carry (case-insensitive; an
     *     attachment's `fileName` in the messaging service must end in one of its `contentType`'s), and the bytes
     *     its files begin with (hex; a PUT whose body begins otherwise is a 400). A text type has no signature: its
     *     first 8000 bytes hold no NUL (00) byte, as no program, archive or image does. One table for the server, the
     *     portal's attachment field and this contract (src/domain/fileTypes.ts in the portal's repository).
     *
     *     | Content-Type | extensions | begins with |
     *     | --- | --- | --- |
     *     | application/pdf | pdf | 25 50 44 46 2D |
     *     | application/rtf | rtf | 7B 5C 72 74 66 |
     *     | text/rtf | rtf | 7B 5C 72 74 66 |
     *     | application/vnd.oasis.opendocument.spreadsheet | ods | 50 4B 03 04 |
     *     | application/vnd.oasis.opendocument.text | odt | 50 4B 03 04 |
     *     | application/vnd.openxmlformats-officedocument.presentationml.presentation | pptx | 50 4B 03 04 |
     *     | application/vnd.openxmlformats-officedocument.spreadsheetml.sheet | xlsx | 50 4B 03 04 |
     *     | application/vnd.openxmlformats-officedocument.wordprocessingml.document | docx | 50 4B 03 04 |
     *     | image/gif | gif | 47 49 46 38 |
     *     | image/jpeg | jpg, jpeg, jpe | FF D8 FF |
     *     | image/png | png | 89 50 4E 47 0D 0A 1A 0A |
     *     | image/tiff | tif, tiff | 49 49 2A 00 or 4D 4D 00 2A |
     *     | text/csv | csv | text |
     *     | text/plain | txt, text | text |
     *     | application/msword | doc | D0 CF 11 E0 A1 B1 1A E1 or 7B 5C 72 74 66 |
     *     | application/vnd.ms-excel | xls | D0 CF 11 E0 A1 B1 1A E1 |
     *     | application/vnd.ms-powerpoint | ppt | D0 CF 11 E0 A1 B1 1A E1 |
     *     | application/vnd.openxmlformats-officedocument.wordprocessingml.template | dotx | 50 4B 03 04 |
     */
    UploadedFile: {
      content: {
        "application/msword": components["schemas"]["FileBytes"]
        "application/pdf": components["schemas"]["FileBytes"]
        "application/rtf": components["schemas"]["FileBytes"]
        "text/rtf": components["schemas"]["FileBytes"]
        "application/vnd.ms-excel": components["schemas"]["FileBytes"]
        "application/vnd.ms-powerpoint": components["schemas"]["FileBytes"]
        "application/vnd.oasis.opendocument.text": components["schemas"]["FileBytes"]
        "application/vnd.oasis.opendocument.spreadsheet": components["schemas"]["FileBytes"]
        "application/vnd.openxmlformats-officedocument.presentationml.presentation": components["schemas"]["FileBytes"]
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["FileBytes"]
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document": components["schemas"]["FileBytes"]
        "application/vnd.openxmlformats-officedocument.wordprocessingml.template": components["schemas"]["FileBytes"]
        "image/gif": components["schemas"]["FileBytes"]
        "image/jpeg": components["schemas"]["FileBytes"]
        "image/png": components["schemas"]["FileBytes"]
        "image/tiff": components["schemas"]["FileBytes"]
        "text/csv": components["schemas"]["FileBytes"]
        "text/plain": components["schemas"]["FileBytes"]
      }
    }
  }
  headers: {
    /**
     * @description The size of the file in bytes
     * @example 48213
     */
    StoredFileLength: number
    /**
     * @description `attachment` with the file name (the `filename` query, or a name of the key's purpose): `filename` in plain
     *     ASCII, and `filename*` in UTF-8 (RFC 5987) when the name has other characters
     * @example attachment; filename="Laboratoriotulokset _ marraskuu.pdf"; filename*=UTF-8''Laboratoriotulokset%20%E2%80%93%20marraskuu.pdf
     */
    StoredFileDisposition: string
  }
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
      400: components["responses"]["ValidationError"]
    }
  }
  extendSession: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The extended session */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Session"]
        }
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
    }
  }
  searchAppointments: {
    parameters: {
      query: {
        /**
         * @description Clinics to search (repeated parameter: clinicIds=KAMPPI&clinicIds=TAPIOLA), exactly as given: the server
         *     does not widen them. The portal sends the chosen clinics, and for its "nearby clinics" suggestions the
         *     clinics of the chosen clinics' municipalities and their neighbouring ones (spec booking §9). All clinics
         *     when absent.
         * @example [
         *       "KAMPPI",
         *       "TAPIOLA"
         *     ]
         */
        clinicIds?: components["parameters"]["ClinicIds"]
        /**
         * @description Specialties to search (repeated parameter); all when absent. Ignored for Kela65 (the filter is disabled there).
         * @example [
         *       "YL"
         *     ]
         */
        specialtyIds?: components["parameters"]["SpecialtyIds"]
        /**
         * @description Practitioners to search (repeated parameter); all when absent
         * @example [
         *       "10234"
         *     ]
         */
        practitionerIds?: components["parameters"]["PractitionerIds"]
        /**
         * @description Also remote (video and phone) slots. The client forces it on when a chosen specialty is PSY, ENDO, GYN,
         *     NNA or GRG, or when a practitioner is chosen (spec booking §5).
         * @example true
         */
        includeRemote?: components["parameters"]["IncludeRemote"]
        /**
         * @description First day of the range (Europe/Helsinki calendar day, inclusive)
         * @example 2026-11-23
         */
        startDate: components["parameters"]["SearchStartDate"]
        /**
         * @description Last day of the range (Europe/Helsinki calendar day, inclusive); not before startDate
         * @example 2026-12-06
         */
        endDate: components["parameters"]["SearchEndDate"]
        /**
         * @description Time-of-day tab; slots whose start falls in the tab's hours (inclusive), every slot for `all`
         * @example morning
         */
        timeOfDay?: components["parameters"]["TimeOfDayQuery"]
        /**
         * @description Occupational healthcare slots under the patient's employer agreement (logged in only)
         * @example false
         */
        isOccupationalHealthcare?: components["parameters"]["IsOccupationalHealthcare"]
        /**
         * @description Slots bookable by insurance customers
         * @example false
         */
        isInsuranceCustomer?: components["parameters"]["IsInsuranceCustomer"]
        /**
         * @description Kela65 slots (kinds Y65P, Y65D, Y65V) for people aged 65 and over
         * @example false
         */
        isKela65?: components["parameters"]["IsKela65"]
        /**
         * @description The page's language; texts in the response come in it
         * @example fi
         */
        lang: components["parameters"]["LangQuery"]
        /**
         * @description How many slots to skip; 0, 20, 40… (page size 20, spec booking §9)
         * @example 20
         */
        offset?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description A page of free slots, or the Failure marker when the search could not be made */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["AppointmentSearchResponse"]
        }
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
    }
  }
  getPractitionerClinics: {
    parameters: {
      query: {
        /**
         * @description The practitioner's id
         * @example 10234
         */
        id: components["schemas"]["PractitionerId"]
        /**
         * @description The page's language; texts in the response come in it
         * @example fi
         */
        lang: components["parameters"]["LangQuery"]
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The practitioner's clinic ids (empty for an unknown practitioner) */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "clinicIds": [
           *         "KAMPPI",
           *         "ITAKESKUS"
           *       ]
           *     }
           */
          "application/json": components["schemas"]["PractitionerClinics"]
        }
      }
      400: components["responses"]["ValidationError"]
      403: components["responses"]["Forbidden"]
    }
  }
  getSpecialty: {
    parameters: {
      query: {
        /**
         * @description The specialty's id
         * @example PSY
         */
        id: components["schemas"]["SpecialtyId"]
        /**
         * @description The page's language; texts in the response come in it
         * @example fi
         */
        lang: components["parameters"]["LangQuery"]
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The specialty */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["SpecialtyResponse"]
        }
      }
      400: components["responses"]["ValidationError"]
      403: components["responses"]["Forbidden"]
      /** @description No specialty with this id */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "type": "NotFound",
           *       "message": "No specialty XYZ"
           *     }
           */
          "application/json": components["schemas"]["NotFoundError"]
        }
      }
    }
  }
  getAvailableAppointmentDates: {
    parameters: {
      query: {
        /**
         * @description Clinics to search (repeated parameter: clinicIds=KAMPPI&clinicIds=TAPIOLA), exactly as given: the server
         *     does not widen them. The portal sends the chosen clinics, and for its "nearby clinics" suggestions the
         *     clinics of the chosen clinics' municipalities and their neighbouring ones (spec booking §9). All clinics
         *     when absent.
         * @example [
         *       "KAMPPI",
         *       "TAPIOLA"
         *     ]
         */
        clinicIds?: components["parameters"]["ClinicIds"]
        /**
         * @description Specialties to search (repeated parameter); all when absent. Ignored for Kela65 (the filter is disabled there).
         * @example [
         *       "YL"
         *     ]
         */
        specialtyIds?: components["parameters"]["SpecialtyIds"]
        /**
         * @description Practitioners to search (repeated parameter); all when absent
         * @example [
         *       "10234"
         *     ]
         */
        practitionerIds?: components["parameters"]["PractitionerIds"]
        /**
         * @description Also remote (video and phone) slots. The client forces it on when a chosen specialty is PSY, ENDO, GYN,
         *     NNA or GRG, or when a practitioner is chosen (spec booking §5).
         * @example true
         */
        includeRemote?: components["parameters"]["IncludeRemote"]
        /**
         * @description First day of the range (Europe/Helsinki calendar day, inclusive)
         * @example 2026-11-23
         */
        startDate: components["parameters"]["SearchStartDate"]
        /**
         * @description Last day of the range (Europe/Helsinki calendar day, inclusive); not before startDate
         * @example 2026-12-06
         */
        endDate: components["parameters"]["SearchEndDate"]
        /**
         * @description Time-of-day tab; slots whose start falls in the tab's hours (inclusive), every slot for `all`
         * @example morning
         */
        timeOfDay?: components["parameters"]["TimeOfDayQuery"]
        /**
         * @description Occupational healthcare slots under the patient's employer agreement (logged in only)
         * @example false
         */
        isOccupationalHealthcare?: components["parameters"]["IsOccupationalHealthcare"]
        /**
         * @description Slots bookable by insurance customers
         * @example false
         */
        isInsuranceCustomer?: components["parameters"]["IsInsuranceCustomer"]
        /**
         * @description Kela65 slots (kinds Y65P, Y65D, Y65V) for people aged 65 and over
         * @example false
         */
        isKela65?: components["parameters"]["IsKela65"]
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The days, ascending */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "dates": [
           *         "2026-11-24",
           *         "2026-11-25",
           *         "2026-11-27",
           *         "2026-12-01"
           *       ]
           *     }
           */
          "application/json": components["schemas"]["AvailableAppointmentDates"]
        }
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
    }
  }
  getAppointmentFilterOptions: {
    parameters: {
      query: {
        /**
         * @description The page's language; texts in the response come in it
         * @example fi
         */
        lang: components["parameters"]["LangQuery"]
        /**
         * @description The list the filters are for
         * @example private
         */
        healthCareType?: components["schemas"]["HealthCareType"]
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The filter options */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["FilterOptions"]
        }
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
    }
  }
  listUpcomingAppointments: {
    parameters: {
      query: {
        /**
         * @description The page's language; texts in the response come in it
         * @example fi
         */
        lang: components["parameters"]["LangQuery"]
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The appointments */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["AppointmentList"]
        }
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
    }
  }
  getAppointmentsByIds: {
    parameters: {
      query: {
        /**
         * @description Appointment ids, comma-separated, as in the page's path (at most 20)
         * @example 80412345,80412388
         */
        ids: string
        /**
         * @description The page's language; texts in the response come in it
         * @example fi
         */
        lang: components["parameters"]["LangQuery"]
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The appointments found */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["AppointmentList"]
        }
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
    }
  }
  getAppointment: {
    parameters: {
      query: {
        /**
         * @description The page's language; texts in the response come in it
         * @example fi
         */
        lang: components["parameters"]["LangQuery"]
      }
      header?: never
      path: {
        /**
         * @description The appointment's id
         * @example 80412345
         */
        id: components["parameters"]["AppointmentIdPath"]
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The appointment */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Appointment"]
        }
      }
      400: components["responses"]["ValidationError"]
      403: components["responses"]["Forbidden"]
      /** @description No appointment slot with this id */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "type": "NotFound",
           *       "message": "No appointment 80499999"
           *     }
           */
          "application/json": components["schemas"]["NotFoundError"]
        }
      }
    }
  }
  cancelAppointment: {
    parameters: {
      query?: never
      header?: never
      path: {
        /**
         * @description The appointment's id
         * @example 80412345
         */
        id: components["parameters"]["AppointmentIdPath"]
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The outcome of the cancellation */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["CancelAppointmentResult"]
        }
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
    }
  }
  saveArrivalReason: {
    parameters: {
      query?: never
      header?: never
      path: {
        /**
         * @description The appointment's id
         * @example 80412345
         */
        id: components["parameters"]["AppointmentIdPath"]
      }
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "arrivalReason": "Esitiedot: Kurkkukipua ja kuumetta kolme päivää, ei yskää."
         *     }
         */
        "application/json": components["schemas"]["ArrivalReasonRequest"]
      }
    }
    responses: {
      /** @description Saved or not */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ArrivalReasonResult"]
        }
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
      413: components["responses"]["PayloadTooLarge"]
      415: components["responses"]["UnsupportedMediaType"]
    }
  }
  checkInToAppointment: {
    parameters: {
      query?: never
      header?: never
      path: {
        /**
         * @description The appointment's id
         * @example 80412345
         */
        id: components["parameters"]["AppointmentIdPath"]
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The outcome of the check-in */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["CheckInResult"]
        }
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
    }
  }
  checkInAnonymously: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "appointmentId": "80412345",
         *       "ssnEndPart": "912T"
         *     }
         */
        "application/json": components["schemas"]["AnonymousCheckInRequest"]
      }
    }
    responses: {
      /** @description The outcome of the check-in */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["AnonymousCheckInResult"]
        }
      }
      400: components["responses"]["ValidationError"]
      413: components["responses"]["PayloadTooLarge"]
      415: components["responses"]["UnsupportedMediaType"]
    }
  }
  getAnonymousAppointment: {
    parameters: {
      query: {
        /**
         * @description The page's language; texts in the response come in it
         * @example fi
         */
        lang: components["parameters"]["LangQuery"]
      }
      header?: never
      path: {
        /**
         * @description The link token from the confirmation message
         * @example ODA0MTIzNDU_N2YzYTljMmU
         */
        link: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The outcome */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["AnonymousAppointmentView"]
        }
      }
      400: components["responses"]["ValidationError"]
    }
  }
  reserveAppointmentAnonymously: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "internalOrganization": "aava",
         *       "appointmentId": "80412377",
         *       "emailAddress": "mikko.nieminen@example.fi",
         *       "firstName": "Mikko",
         *       "lastName": "Nieminen",
         *       "phone": "+358405551234",
         *       "ssn": "230787-957T"
         *     }
         */
        "application/json": components["schemas"]["AnonymousReservationRequest"]
      }
    }
    responses: {
      /** @description Reserved */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "reservationDetails": {
           *         "appointmentId": "80412377",
           *         "startDate": "2026-11-24T10:00:00+02:00",
           *         "appointmentLink": "ODA0MTIzNzdfOWMxZDRlMmE",
           *         "confirmationSentTo": {
           *           "emailAddress": "mikko.nieminen@example.fi",
           *           "phone": "+358405551234"
           *         }
           *       }
           *     }
           */
          "application/json": components["schemas"]["ReservationResponse"]
        }
      }
      400: components["responses"]["ValidationError"]
      409: components["responses"]["ReservationRejected"]
      413: components["responses"]["PayloadTooLarge"]
      415: components["responses"]["UnsupportedMediaType"]
      500: components["responses"]["ReservationFailed"]
    }
  }
  reserveAppointment: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": components["schemas"]["ReservationRequest"]
      }
    }
    responses: {
      /** @description Reserved */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "reservationDetails": {
           *         "appointmentId": "80412345",
           *         "startDate": "2026-11-24T09:30:00+02:00",
           *         "appointmentLink": "ODA0MTIzNDVfN2YzYTljMmU",
           *         "confirmationSentTo": {
           *           "emailAddress": "aino.virtanen@example.fi",
           *           "phone": "+358401234567"
           *         }
           *       }
           *     }
           */
          "application/json": components["schemas"]["ReservationResponse"]
        }
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
      409: components["responses"]["ReservationRejected"]
      413: components["responses"]["PayloadTooLarge"]
      415: components["responses"]["UnsupportedMediaType"]
      500: components["responses"]["ReservationFailed"]
    }
  }
  insertPatientConcept: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "code": "90157"
         *     }
         */
        "application/json": components["schemas"]["ConceptRequest"]
      }
    }
    responses: {
      /** @description The outcome */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ConceptResult"]
        }
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
      413: components["responses"]["PayloadTooLarge"]
      415: components["responses"]["UnsupportedMediaType"]
    }
  }
  getUserProfile: {
    parameters: {
      query: {
        /**
         * @description The page's language; texts in the response come in it
         * @example fi
         */
        lang: components["parameters"]["LangQuery"]
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The profile */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UserProfile"]
        }
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
    }
  }
  updateContactInfo: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "streetAddress": "Fredrikinkatu 33 A 5",
         *       "postalCode": "00120",
         *       "postOffice": "Helsinki",
         *       "emailAddress": "aino.virtanen@example.fi",
         *       "phoneNumber": "+358401234567"
         *     }
         */
        "application/json": components["schemas"]["ContactInfoUpdate"]
      }
    }
    responses: {
      /** @description Saved */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "type": "success",
           *       "patient": {
           *         "streetAddress": "Fredrikinkatu 33 A 5",
           *         "postalCode": "00120",
           *         "postOffice": "Helsinki",
           *         "emailAddress": "aino.virtanen@example.fi",
           *         "phoneNumber": "+358401234567"
           *       }
           *     }
           */
          "application/json": components["schemas"]["ContactInfoUpdateResult"]
        }
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
      413: components["responses"]["PayloadTooLarge"]
      415: components["responses"]["UnsupportedMediaType"]
    }
  }
  saveContactInfo: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "streetAddress": "Mannerheimintie 12 B 7",
         *       "zipCode": "00100",
         *       "postOffice": "Helsinki",
         *       "phoneNumber": "+358401234567",
         *       "emailAddress": "aino.virtanen@example.fi",
         *       "language": "fi"
         *     }
         */
        "application/json": components["schemas"]["ContactInfoRequest"]
      }
    }
    responses: {
      /** @description Saved */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "type": "success",
           *       "contactInfo": {
           *         "firstName": "Aino",
           *         "lastName": "Virtanen",
           *         "emailAddress": "aino.virtanen@example.fi",
           *         "phoneNumber": "+358401234567",
           *         "language": "fi",
           *         "streetAddress": "Mannerheimintie 12 B 7",
           *         "zipCode": "00100",
           *         "postOffice": "Helsinki"
           *       }
           *     }
           */
          "application/json": components["schemas"]["ContactInfoSaved"]
        }
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
      413: components["responses"]["PayloadTooLarge"]
      415: components["responses"]["UnsupportedMediaType"]
    }
  }
  registerPatient: {
    parameters: {
      query: {
        /**
         * @description The page's language; texts in the response come in it
         * @example fi
         */
        lang: components["parameters"]["LangQuery"]
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": components["schemas"]["RegistrationRequest"]
      }
    }
    responses: {
      /** @description Registered; the new patient record */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "type": "success",
           *       "patient": {
           *         "firstName": "Mikko",
           *         "lastName": "Nieminen",
           *         "ssn": "230787-957T",
           *         "email": "mikko.nieminen@example.fi",
           *         "phoneNumber": "+358405551234",
           *         "language": "fi",
           *         "postalAddress": {
           *           "street": "Hämeentie 45 C 12",
           *           "postalCode": "00500",
           *           "postOffice": "Helsinki"
           *         },
           *         "patientDataConsentFormUpdated": null,
           *         "patientDataConsent": null
           *       }
           *     }
           */
          "application/json": components["schemas"]["RegistrationResult"]
        }
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
      /** @description Not registered */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["RegistrationRefused"]
        }
      }
      413: components["responses"]["PayloadTooLarge"]
      415: components["responses"]["UnsupportedMediaType"]
    }
  }
  savePatientDataConsent: {
    parameters: {
      query: {
        /**
         * @description The page's language; texts in the response come in it
         * @example fi
         */
        lang: components["parameters"]["LangQuery"]
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "allowsCommonRegistry": true,
         *       "allowsViewingOccupationalInformation": true,
         *       "allowsMarketingMail": false,
         *       "allowsTreatmentInstructionsMail": true,
         *       "allowsBookingSms": true
         *     }
         */
        "application/json": components["schemas"]["PatientDataConsent"]
      }
    }
    responses: {
      /** @description Saved */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "type": "success",
           *       "patientDataConsentFormUpdated": "2026-11-20T14:05:12+02:00",
           *       "patientDataConsent": {
           *         "allowsCommonRegistry": true,
           *         "allowsViewingOccupationalInformation": true,
           *         "allowsMarketingMail": false,
           *         "allowsTreatmentInstructionsMail": true,
           *         "allowsBookingSms": true
           *       }
           *     }
           */
          "application/json": components["schemas"]["ConsentSaved"]
        }
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
      413: components["responses"]["PayloadTooLarge"]
      415: components["responses"]["UnsupportedMediaType"]
    }
  }
  saveMyInformation: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": components["schemas"]["ContactFormRequest"]
      }
    }
    responses: {
      /** @description Saved; go to next */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "type": "success",
           *       "next": "/fi/omat-tiedot"
           *     }
           */
          "application/json": components["schemas"]["ContactFormSaved"]
        }
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
      413: components["responses"]["PayloadTooLarge"]
      415: components["responses"]["UnsupportedMediaType"]
    }
  }
  authenticate: {
    parameters: {
      query: {
        /**
         * @description The page's language; texts in the response come in it
         * @example fi
         */
        lang: components["parameters"]["LangQuery"]
        /**
         * @description Same-origin path to return to after the login (the login page's nextPath); the front page when absent
         * @example /fi/ajanvaraus/yksityisasiakas
         */
        next?: components["schemas"]["NextPath"]
        /**
         * @description The identity provider
         * @example tupas-nordea
         */
        acr_values: components["schemas"]["AuthenticationMethod"]
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description To the identity provider */
      302: {
        headers: {
          /**
           * @description The identity provider's authorization URL
           * @example https://tunnistus.aava.example/oidc/auth?acr_values=tupas-nordea&ui_locales=fi&state=c2f0e1
           */
          Location: string
          [name: string]: unknown
        }
        content?: never
      }
      400: components["responses"]["ValidationError"]
      default: components["responses"]["UnexpectedError"]
    }
  }
  startMandateLogin: {
    parameters: {
      query: {
        /**
         * @description The page's language; texts in the response come in it
         * @example fi
         */
        lang: components["parameters"]["LangQuery"]
        /**
         * @description Same-origin path to return to after an allowed mandate; the front page when absent
         * @example /fi
         */
        next?: components["schemas"]["NextPath"]
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description To the mandate service */
      302: {
        headers: {
          /**
           * @description The mandate service's authorization URL
           * @example https://tunnistus.aava.example/oidc/auth?mandate=true&ui_locales=fi&state=9a41c0
           */
          Location: string
          [name: string]: unknown
        }
        content?: never
      }
      400: components["responses"]["ValidationError"]
      default: components["responses"]["UnexpectedError"]
    }
  }
  checkPin: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "pin": "4821"
         *     }
         */
        "application/json": components["schemas"]["PinRequest"]
      }
    }
    responses: {
      /** @description The outcome */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PinResult"]
        }
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
      /**
       * @description The session's patient has no SMS login, so the login has no PIN step to check a code for (a patient
       *     with SMS login checks one after the bank, and again once the authentication has timed out)
       */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "type": "pinNotExpected"
           *     }
           */
          "application/json": components["schemas"]["PinNotExpected"]
        }
      }
      413: components["responses"]["PayloadTooLarge"]
      415: components["responses"]["UnsupportedMediaType"]
    }
  }
  sendPinCode: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description A new code was sent by text message */
      204: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
      /** @description The session's patient has no SMS login, so there is no number to send a code to */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "type": "pinNotExpected"
           *     }
           */
          "application/json": components["schemas"]["PinNotExpected"]
        }
      }
      /** @description Too many codes asked for; no text message was sent */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "type": "too-many-codes",
           *       "nextAttempt": "2026-11-24T10:15:00+02:00"
           *     }
           */
          "application/json": components["schemas"]["TooManyPinCodes"]
        }
      }
    }
  }
  setMfa: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "action": "enable"
         *     }
         */
        "application/json": components["schemas"]["MfaActionRequest"]
      }
    }
    responses: {
      /** @description The new SMS-login status */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["MfaStatus"]
        }
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
      413: components["responses"]["PayloadTooLarge"]
      415: components["responses"]["UnsupportedMediaType"]
      /**
       * @description Inferred: turning SMS login off was refused, nothing changed: the code is missing, wrong, or has been
       *     tried too many times (a new code is needed)
       */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "type": "pinMismatch",
           *       "remainingAttempts": 2
           *     }
           */
          "application/json": components["schemas"]["MfaPinRejected"]
        }
      }
    }
  }
  logout: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Logged out */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "type": "success"
           *     }
           */
          "application/json": components["schemas"]["LogoutResult"]
        }
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
    }
  }
  getKelaCard: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The images */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["KelaCard"]
        }
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
    }
  }
  initKelaCardUpload: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "mimetypes": {
         *         "front": "image/jpeg",
         *         "back": "image/png"
         *       }
         *     }
         */
        "application/json": components["schemas"]["KelaCardUploadRequest"]
      }
    }
    responses: {
      /** @description Where to upload */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "front": {
           *         "url": "http://localhost:4010/api/uploads/kc-7f3a9c2e4b1d-front"
           *       },
           *       "back": {
           *         "url": "http://localhost:4010/api/uploads/kc-7f3a9c2e4b1d-back"
           *       },
           *       "token": "kc-7f3a9c2e4b1d"
           *     }
           */
          "application/json": components["schemas"]["KelaCardUpload"]
        }
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
      413: components["responses"]["PayloadTooLarge"]
      415: components["responses"]["UnsupportedMediaType"]
    }
  }
  finishKelaCardUpload: {
    parameters: {
      query: {
        /**
         * @description The token from initKelaCardUpload
         * @example kc-7f3a9c2e4b1d
         */
        token: components["schemas"]["UploadToken"]
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The images are the patient's Kela card now */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "type": "success"
           *     }
           */
          "application/json": components["schemas"]["KelaCardUploadFinished"]
        }
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
      /** @description No upload with this token */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "type": "NotFound",
           *       "message": "No upload kc-0000000000"
           *     }
           */
          "application/json": components["schemas"]["NotFoundError"]
        }
      }
      /** @description A side is missing */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "type": "uploadIncomplete",
           *       "missing": [
           *         "back"
           *       ]
           *     }
           */
          "application/json": components["schemas"]["KelaCardUploadIncomplete"]
        }
      }
    }
  }
  downloadFile: {
    parameters: {
      query: {
        /**
         * @description The download's file name, given back in Content-Disposition. AttachmentDownloadUrl puts the attachment's
         *     file name here; without it the name is what the file is for with the extension of its type (e.g.
         *     kela-card-front.png, attachment.pdf). No path separators and none of the characters free text refuses
         *     (control characters, bidirectional overrides and isolates).
         * @example Laboratoriotulokset – marraskuu.pdf
         */
        filename?: components["parameters"]["DownloadFilenameQuery"]
        /**
         * @description When the URL stops working, in milliseconds since the epoch (ten minutes after it was handed out)
         * @example 1795602420000
         */
        expires: components["parameters"]["DownloadExpiresQuery"]
        /**
         * @description The server's signature of the key, the file name and `expires` (base64url)
         * @example 3q2-7w8Yk1m0lXb9c4VZpQ2r5Ts6Uu7Ww8Xx9Yy0Zz1
         */
        signature: components["parameters"]["DownloadSignatureQuery"]
      }
      header?: never
      path: {
        /**
         * @description The upload's key, from the handed-out URL (random; whoever holds it may upload and read)
         * @example kc-7f3a9c2e4b1d-front
         */
        key: components["parameters"]["UploadKeyPath"]
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: components["responses"]["StoredFile"]
      400: components["responses"]["ValidationError"]
      /**
       * @description No file to read here: the key is unknown, not uploaded to, expired unused or replaced, the URL has
       *     expired or is not as handed out, or the caller is not the file's owner
       */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "type": "NotFound",
           *       "message": "No upload up-0000000000000000"
           *     }
           */
          "application/json": components["schemas"]["NotFoundError"]
        }
      }
    }
  }
  uploadFile: {
    parameters: {
      query?: never
      header?: never
      path: {
        /**
         * @description The upload's key, from the handed-out URL (random; whoever holds it may upload and read)
         * @example kc-7f3a9c2e4b1d-front
         */
        key: components["parameters"]["UploadKeyPath"]
      }
      cookie?: never
    }
    requestBody: components["requestBodies"]["UploadedFile"]
    responses: {
      /** @description Stored; no body */
      204: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      400: components["responses"]["ValidationError"]
      /** @description No upload expected under this key (unknown or expired) */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "type": "NotFound",
           *       "message": "No upload kc-0000000000-front"
           *     }
           */
          "application/json": components["schemas"]["NotFoundError"]
        }
      }
      /** @description A file is stored under this key already */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "type": "uploadedAlready"
           *     }
           */
          "application/json": components["schemas"]["UploadedAlready"]
        }
      }
      413: components["responses"]["PayloadTooLarge"]
    }
  }
  headFile: {
    parameters: {
      query: {
        /**
         * @description The download's file name, given back in Content-Disposition. AttachmentDownloadUrl puts the attachment's
         *     file name here; without it the name is what the file is for with the extension of its type (e.g.
         *     kela-card-front.png, attachment.pdf). No path separators and none of the characters free text refuses
         *     (control characters, bidirectional overrides and isolates).
         * @example Laboratoriotulokset – marraskuu.pdf
         */
        filename?: components["parameters"]["DownloadFilenameQuery"]
        /**
         * @description When the URL stops working, in milliseconds since the epoch (ten minutes after it was handed out)
         * @example 1795602420000
         */
        expires: components["parameters"]["DownloadExpiresQuery"]
        /**
         * @description The server's signature of the key, the file name and `expires` (base64url)
         * @example 3q2-7w8Yk1m0lXb9c4VZpQ2r5Ts6Uu7Ww8Xx9Yy0Zz1
         */
        signature: components["parameters"]["DownloadSignatureQuery"]
      }
      header?: never
      path: {
        /**
         * @description The upload's key, from the handed-out URL (random; whoever holds it may upload and read)
         * @example kc-7f3a9c2e4b1d-front
         */
        key: components["parameters"]["UploadKeyPath"]
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /**
       * @description The file is there. Content-Type: the type it was uploaded with (one of uploadFile's, e.g.
       *     application/pdf); no body.
       */
      200: {
        headers: {
          "Content-Length": components["headers"]["StoredFileLength"]
          "Content-Disposition": components["headers"]["StoredFileDisposition"]
          [name: string]: unknown
        }
        content?: never
      }
      /** @description The key or filename does not match the contract (no body) */
      400: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description No file under this key (no body) */
      404: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  checkLahitapiolaPolicy: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The outcome */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["LahitapiolaPolicyCheck"]
        }
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
    }
  }
  getLahitapiolaDirectCompensationPermits: {
    parameters: {
      query?: never
      header?: never
      path: {
        /**
         * @description Language of the symptom and body-part texts
         * @example fi
         */
        lang: components["schemas"]["Lang"]
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The outcome */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["DirectCompensationPermits"]
        }
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
    }
  }
  applyLahitapiolaPermit: {
    parameters: {
      query: {
        /**
         * @description Same-origin path of the reservation page to come back to
         * @example /fi/vapaat-ajat/vakuutus/80412345
         */
        redirectTo: components["schemas"]["NextPath"]
        /**
         * @description The insurer's channel code; w (web) is the only one
         * @example w
         */
        channel: "w"
        /**
         * @description The page's language; texts in the response come in it
         * @example fi
         */
        lang: components["parameters"]["LangQuery"]
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description To the insurer */
      302: {
        headers: {
          /**
           * @description The insurer's permit application URL
           * @example https://asiointi.lahitapiola.example/korvauslupa?channel=w&lang=fi&return=https%3A%2F%2Fwww.aava.example%2Ffi%2Fvapaat-ajat%2Fvakuutus%2F80412345
           */
          Location: string
          [name: string]: unknown
        }
        content?: never
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
      default: components["responses"]["UnexpectedError"]
    }
  }
  checkPohjolaInsurance: {
    parameters: {
      query?: never
      header?: never
      path: {
        /**
         * @description The appointment's day (Europe/Helsinki)
         * @example 2026-11-24
         */
        date: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The outcome */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PohjolaInsuranceCheck"]
        }
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
    }
  }
  getOccupationalAgreement: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The agreement's state */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["OccupationalAgreement"]
        }
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
    }
  }
  getOccupationalTeam: {
    parameters: {
      query: {
        /**
         * @description The page's language; texts in the response come in it
         * @example fi
         */
        lang: components["parameters"]["LangQuery"]
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The team */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["OccupationalTeam"]
        }
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
    }
  }
  verifyMfaOnboarding: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "challengeResponseFromUser": "4821"
         *     }
         */
        "application/json": components["schemas"]["MfaOnboardingChallengeResponse"]
      }
    }
    responses: {
      /** @description The outcome of the check */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["MfaOnboardingResult"]
        }
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
      413: components["responses"]["PayloadTooLarge"]
      415: components["responses"]["UnsupportedMediaType"]
    }
  }
  startMfaOnboarding: {
    parameters: {
      query: {
        /**
         * @description The page's language; texts in the response come in it
         * @example fi
         */
        lang: components["parameters"]["LangQuery"]
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "phoneNumber": "+358401234567"
         *     }
         */
        "application/json": components["schemas"]["MfaOnboardingStart"]
      }
    }
    responses: {
      /** @description The code was sent by text message */
      204: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
      413: components["responses"]["PayloadTooLarge"]
      415: components["responses"]["UnsupportedMediaType"]
      /**
       * @description Too many codes requested; no text message was sent. The card closes with the toast 'Too many retries' /
       *     'You can retry again later'.
       */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "type": "too-many-onboarding-attempts",
           *       "nextAttempt": "2026-11-24T10:15:00+02:00"
           *     }
           */
          "application/json": components["schemas"]["TooManyOnboardingAttempts"]
        }
      }
    }
  }
  getFrontPage: {
    parameters: {
      query: {
        /**
         * @description The page's language; texts in the response come in it
         * @example fi
         */
        lang: components["parameters"]["LangQuery"]
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The front page's data */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["FrontPage"]
        }
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
    }
  }
  listVisits: {
    parameters: {
      query: {
        /**
         * @description The page's language; texts in the response come in it
         * @example fi
         */
        lang: components["parameters"]["LangQuery"]
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The visits */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "visits": [
           *         {
           *           "id": "visit-48213",
           *           "avatar": {
           *             "type": "person",
           *             "name": "Mikko Laine",
           *             "imageUrl": "https://www.aava.example/media/mikko-laine.jpg"
           *           },
           *           "title": "Yleislääketiede",
           *           "subtitle": "Mikko Laine",
           *           "date": "2026-11-18",
           *           "dateTime": "2026-11-18T09:30:00+02:00",
           *           "validUntilDate": null,
           *           "link": {
           *             "route": "visit",
           *             "params": {
           *               "id": "48213"
           *             }
           *           },
           *           "highlighted": true
           *         },
           *         {
           *           "id": "visit-47950",
           *           "avatar": {
           *             "type": "person",
           *             "name": "Sari Nieminen",
           *             "imageUrl": null
           *           },
           *           "title": "Fysioterapia",
           *           "subtitle": "Sari Nieminen",
           *           "date": "2026-11-03",
           *           "dateTime": "2026-11-03T14:00:00+02:00",
           *           "validUntilDate": null,
           *           "link": {
           *             "route": "visit",
           *             "params": {
           *               "id": "47950"
           *             }
           *           },
           *           "highlighted": false
           *         }
           *       ]
           *     }
           */
          "application/json": components["schemas"]["VisitList"]
        }
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
    }
  }
  getVisit: {
    parameters: {
      query: {
        /**
         * @description The page's language; texts in the response come in it
         * @example fi
         */
        lang: components["parameters"]["LangQuery"]
      }
      header?: never
      path: {
        /**
         * @description The record's id (digits)
         * @example 48213
         */
        id: components["parameters"]["IdPath"]
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The medical report and the patient it is about */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "medicalReport": {
           *         "id": "48213",
           *         "dateTime": "2026-11-18T09:30:00+02:00",
           *         "practitioner": {
           *           "id": "1043",
           *           "name": "Mikko Laine",
           *           "title": "Yleislääketieteen erikoislääkäri",
           *           "isResource": false,
           *           "cmsContent": {
           *             "profilePicture": {
           *               "url": "https://www.aava.example/media/mikko-laine.jpg"
           *             }
           *           }
           *         },
           *         "specialty": {
           *           "name": "Yleislääketiede"
           *         },
           *         "diagnoses": [
           *           {
           *             "code": "J06.9",
           *             "description": "Äkillinen ylähengitystieinfektio, määrittämätön"
           *           }
           *         ],
           *         "texts": [
           *           {
           *             "title": "Tulosyy",
           *             "body": "Kurkkukipua ja nuhaa viiden päivän ajan, lämpöä enintään 38,2."
           *           },
           *           {
           *             "title": "Hoito-ohjeet",
           *             "body": "Runsaasti nestettä ja lepoa. Tarvittaessa kuumetta alentava lääke. Uusi käynti, jos oireet pitkittyvät yli 10 päivän."
           *           }
           *         ]
           *       },
           *       "fullName": "Aino Virtanen",
           *       "personalIdentityCode": "150390-248A"
           *     }
           */
          "application/json": components["schemas"]["VisitPage"]
        }
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
      404: components["responses"]["NotFound"]
    }
  }
  getLaboratory: {
    parameters: {
      query: {
        /**
         * @description The page's language; texts in the response come in it
         * @example fi
         */
        lang: components["parameters"]["LangQuery"]
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Referrals and result dates */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "referrals": [
           *         {
           *           "id": "73105",
           *           "type": "laboratory",
           *           "status": "valid",
           *           "title": "Laboratoriotutkimukset",
           *           "description": "Perusverenkuva, CRP ja kreatiniini. Tule näytteenottoon 12 tunnin paaston jälkeen.",
           *           "creationDate": "2026-11-12",
           *           "validUntil": "2026-12-31",
           *           "practitioner": {
           *             "id": "1043",
           *             "name": "Mikko Laine",
           *             "title": "Yleislääketieteen erikoislääkäri",
           *             "isResource": false,
           *             "cmsContent": {
           *               "profilePicture": {
           *                 "url": "https://www.aava.example/media/mikko-laine.jpg"
           *               }
           *             }
           *           },
           *           "patientInstructionsUrl": "https://www.aava.example/ohjeet/laboratorio/paasto"
           *         }
           *       ],
           *       "resultDates": [
           *         {
           *           "date": "2026-11-18",
           *           "items": [
           *             {
           *               "code": "2474",
           *               "displayName": "B -PVK (perusverenkuva)",
           *               "isReady": true
           *             },
           *             {
           *               "code": "4520",
           *               "displayName": "P -CRP",
           *               "isReady": true
           *             },
           *             {
           *               "code": "2143",
           *               "displayName": "P -Krea",
           *               "isReady": false
           *             }
           *           ]
           *         }
           *       ]
           *     }
           */
          "application/json": components["schemas"]["LaboratoryOverview"]
        }
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
    }
  }
  getLaboratoryReferral: {
    parameters: {
      query: {
        /**
         * @description The page's language; texts in the response come in it
         * @example fi
         */
        lang: components["parameters"]["LangQuery"]
      }
      header?: never
      path: {
        /**
         * @description The record's id (digits)
         * @example 48213
         */
        id: components["parameters"]["IdPath"]
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The referral */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "referral": {
           *         "id": "73105",
           *         "type": "laboratory",
           *         "status": "valid",
           *         "title": "Laboratoriotutkimukset",
           *         "description": "Perusverenkuva, CRP ja kreatiniini. Tule näytteenottoon 12 tunnin paaston jälkeen.",
           *         "creationDate": "2026-11-12",
           *         "validUntil": "2026-12-31",
           *         "practitioner": {
           *           "id": "1043",
           *           "name": "Mikko Laine",
           *           "title": "Yleislääketieteen erikoislääkäri",
           *           "isResource": false,
           *           "cmsContent": {
           *             "profilePicture": {
           *               "url": "https://www.aava.example/media/mikko-laine.jpg"
           *             }
           *           }
           *         },
           *         "patientInstructionsUrl": "https://www.aava.example/ohjeet/laboratorio/paasto"
           *       }
           *     }
           */
          "application/json": components["schemas"]["ReferralPage"]
        }
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
      404: components["responses"]["NotFound"]
    }
  }
  getLaboratoryResults: {
    parameters: {
      query: {
        /**
         * @description The page's language; texts in the response come in it
         * @example fi
         */
        lang: components["parameters"]["LangQuery"]
      }
      header?: never
      path: {
        /**
         * @description The Helsinki calendar day of the results
         * @example 2026-11-18
         */
        date: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The tests of the day */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["LaboratoryResults"]
        }
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
      404: components["responses"]["NotFound"]
    }
  }
  getImaging: {
    parameters: {
      query: {
        /**
         * @description The page's language; texts in the response come in it
         * @example fi
         */
        lang: components["parameters"]["LangQuery"]
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Referrals and results */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ImagingOverview"]
        }
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
    }
  }
  getImagingReferral: {
    parameters: {
      query: {
        /**
         * @description The page's language; texts in the response come in it
         * @example fi
         */
        lang: components["parameters"]["LangQuery"]
      }
      header?: never
      path: {
        /**
         * @description The record's id (digits)
         * @example 48213
         */
        id: components["parameters"]["IdPath"]
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The referral */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "referral": {
           *         "id": "73188",
           *         "type": "imaging",
           *         "status": "valid",
           *         "title": "Ultraäänitutkimus",
           *         "description": "Olkapään ultraääni, vasen. Ei esivalmisteluja.",
           *         "creationDate": "2026-11-25",
           *         "validUntil": "2027-02-25",
           *         "practitioner": {
           *           "id": "1043",
           *           "name": "Mikko Laine",
           *           "title": "Yleislääketieteen erikoislääkäri",
           *           "isResource": false,
           *           "cmsContent": {
           *             "profilePicture": {
           *               "url": "https://www.aava.example/media/mikko-laine.jpg"
           *             }
           *           }
           *         },
           *         "patientInstructionsUrl": "https://www.aava.example/ohjeet/kuvantaminen/ultraaani"
           *       }
           *     }
           */
          "application/json": components["schemas"]["ReferralPage"]
        }
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
      404: components["responses"]["NotFound"]
    }
  }
  getImagingResults: {
    parameters: {
      query: {
        /**
         * @description The page's language; texts in the response come in it
         * @example fi
         */
        lang: components["parameters"]["LangQuery"]
      }
      header?: never
      path: {
        /**
         * @description The Helsinki calendar day of the imaging
         * @example 2026-11-10
         */
        imagingDate: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The results of the day */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["ImagingResults"]
        }
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
      404: components["responses"]["NotFound"]
    }
  }
  listPrescriptions: {
    parameters: {
      query: {
        /**
         * @description The page's language; texts in the response come in it
         * @example fi
         */
        lang: components["parameters"]["LangQuery"]
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The prescriptions */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PrescriptionList"]
        }
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
    }
  }
  listQuestionnaires: {
    parameters: {
      query: {
        /**
         * @description The page's language; texts in the response come in it
         * @example fi
         */
        lang: components["parameters"]["LangQuery"]
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The questionnaire page's state */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["QuestionnaireList"]
        }
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
    }
  }
  getQuestionnaire: {
    parameters: {
      query: {
        /**
         * @description The page's language; texts in the response come in it
         * @example fi
         */
        lang: components["parameters"]["LangQuery"]
      }
      header?: never
      path: {
        /**
         * @description The questionnaire invitation's id
         * @example 9071
         */
        invitationId: components["schemas"]["NumericId"]
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The questionnaire page's state */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["QuestionnairePage"]
        }
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
      404: components["responses"]["NotFound"]
    }
  }
  listCertificates: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The certificates */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "certificates": [
           *         {
           *           "id": "5521",
           *           "type": "medicalCertificateA",
           *           "issuedDate": "2026-11-18",
           *           "sickLeaveStartDate": "2026-11-18",
           *           "sickLeaveEndDate": "2026-11-22",
           *           "practitionerName": "Mikko Laine"
           *         },
           *         {
           *           "id": "5397",
           *           "type": "nurse",
           *           "issuedDate": "2026-11-02",
           *           "sickLeaveStartDate": "2026-11-02",
           *           "sickLeaveEndDate": "2026-11-04",
           *           "practitionerName": "Sari Nieminen"
           *         }
           *       ]
           *     }
           */
          "application/json": components["schemas"]["CertificateList"]
        }
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
    }
  }
  getCertificatePdf: {
    parameters: {
      query: {
        /**
         * @description The download's file name, given back in Content-Disposition: any characters but path separators and those
         *     free text refuses (C0 and C1 control characters, DEL, the bidirectional overrides and isolates
         *     U+202A-U+202E and U+2066-U+2069); a name beyond ASCII comes back twice, in ASCII and in UTF-8 (RFC 6266).
         * @example lasku-3040512.pdf
         */
        filename: components["parameters"]["PdfFilenameQuery"]
        /**
         * @description The page's language; texts in the response come in it
         * @example fi
         */
        lang: components["parameters"]["LangQuery"]
      }
      header?: never
      path: {
        /**
         * @description The record's id (digits)
         * @example 48213
         */
        id: components["parameters"]["IdPath"]
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: components["responses"]["Pdf"]
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
      404: components["responses"]["NotFound"]
    }
  }
  listVaccinations: {
    parameters: {
      query?: {
        /**
         * @description The page of the list, from 1
         * @example 1
         */
        page?: components["parameters"]["PageQuery"]
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description One page of vaccinations */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "page": 1,
           *       "pageSize": 25,
           *       "totalCount": 3,
           *       "vaccinations": [
           *         {
           *           "id": "20331",
           *           "name": "Influvac Tetra (influenssarokote)",
           *           "date": "2026-11-10",
           *           "effectiveUntil": null,
           *           "practitioner": {
           *             "name": "Sari Nieminen"
           *           }
           *         },
           *         {
           *           "id": "19874",
           *           "name": "diTeBooster (jäykkäkouristus ja kurkkumätä)",
           *           "date": "2026-06-15",
           *           "effectiveUntil": "2036-06-15",
           *           "practitioner": {
           *             "name": "Sari Nieminen"
           *           }
           *         },
           *         {
           *           "id": "15502",
           *           "name": "Twinrix (A- ja B-hepatiitti)",
           *           "date": "2024-03-04",
           *           "effectiveUntil": null,
           *           "practitioner": null
           *         }
           *       ]
           *     }
           */
          "application/json": components["schemas"]["VaccinationPage"]
        }
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
    }
  }
  getOccupationalVaccination: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The page's state */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["OccupationalVaccinationPage"]
        }
      }
      400: components["responses"]["ValidationError"]
      403: components["responses"]["Forbidden"]
    }
  }
  chooseOccupationalVaccination: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "vaccination": "influenza"
         *     }
         */
        "application/json": components["schemas"]["OccupationalVaccinationChoice"]
      }
    }
    responses: {
      /** @description The outcome */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["OccupationalVaccinationChoiceResult"]
        }
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
      413: components["responses"]["PayloadTooLarge"]
      415: components["responses"]["UnsupportedMediaType"]
    }
  }
  listInvoices: {
    parameters: {
      query?: {
        /**
         * @description The page of the list, from 1
         * @example 1
         */
        page?: components["parameters"]["PageQuery"]
        /**
         * @description Proposed: the language of each invoice's `visit.service`; the session's language when absent.
         * @example fi
         */
        lang?: components["schemas"]["Lang"]
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description One page of invoices */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["InvoicePage"]
        }
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
    }
  }
  getInvoiceSummary: {
    parameters: {
      query: {
        /** @example 88120 */
        invoiceId: components["schemas"]["NumericId"]
        /**
         * @description The page's language; texts in the response come in it
         * @example fi
         */
        lang: components["parameters"]["LangQuery"]
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The invoice */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["InvoiceResponse"]
        }
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
      404: components["responses"]["NotFound"]
    }
  }
  getInvoicePdf: {
    parameters: {
      query: {
        /**
         * @description The download's file name, given back in Content-Disposition: any characters but path separators and those
         *     free text refuses (C0 and C1 control characters, DEL, the bidirectional overrides and isolates
         *     U+202A-U+202E and U+2066-U+2069); a name beyond ASCII comes back twice, in ASCII and in UTF-8 (RFC 6266).
         * @example lasku-3040512.pdf
         */
        filename: components["parameters"]["PdfFilenameQuery"]
        /**
         * @description The page's language; texts in the response come in it
         * @example fi
         */
        lang: components["parameters"]["LangQuery"]
      }
      header?: never
      path: {
        /**
         * @description The record's id (digits)
         * @example 48213
         */
        id: components["parameters"]["IdPath"]
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: components["responses"]["Pdf"]
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
      404: components["responses"]["NotFound"]
    }
  }
  getGoodSignInvoice: {
    parameters: {
      query: {
        /** @example 3040512 */
        invoiceNumber: components["schemas"]["InvoiceNumber"]
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The invoice */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["InvoiceResponse"]
        }
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
      404: components["responses"]["NotFound"]
    }
  }
  createPayment: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "amount": 8900,
         *       "customer": {
         *         "email": "aino.virtanen@example.fi",
         *         "phone": "+358401234567",
         *         "firstName": "Aino",
         *         "lastName": "Virtanen"
         *       },
         *       "items": [
         *         {
         *           "productCode": "",
         *           "unitPrice": 8900,
         *           "units": 1,
         *           "vatPercentage": 0
         *         }
         *       ],
         *       "language": "FI",
         *       "reference": "3040512"
         *     }
         */
        "application/json": components["schemas"]["PaymentCreationRequest"]
      }
    }
    responses: {
      /** @description The payment terms and the providers to choose from */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PaymentCreation"]
        }
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
      404: components["responses"]["NotFound"]
      /** @description The invoice cannot be paid with this request */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PaymentCreationConflict"]
        }
      }
      413: components["responses"]["PayloadTooLarge"]
      415: components["responses"]["UnsupportedMediaType"]
    }
  }
  openSandboxPaymentPage: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "transaction-id": "9c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
         *       "provider": "sandbox-pankki"
         *     }
         */
        "application/x-www-form-urlencoded": components["schemas"]["SandboxProviderForm"]
      }
    }
    responses: {
      /** @description The provider's page */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "text/html": string
        }
      }
      400: components["responses"]["ValidationError"]
      /** @description No payment with this transaction id */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "type": "NotFound",
           *       "message": "No payment 9c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f"
           *     }
           */
          "application/json": components["schemas"]["NotFoundError"]
        }
      }
      413: components["responses"]["PayloadTooLarge"]
    }
  }
  completeSandboxPayment: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "transaction-id": "9c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
         *       "outcome": "ok"
         *     }
         */
        "application/x-www-form-urlencoded": components["schemas"]["SandboxProviderResultForm"]
      }
    }
    responses: {
      /** @description To the portal's payment result page */
      303: {
        headers: {
          /**
           * @description The payment result page with the provider status
           * @example /fi/laskut/3040512/maksun-tulos?status=ok
           */
          Location: string
          [name: string]: unknown
        }
        content?: never
      }
      400: components["responses"]["ValidationError"]
      /** @description No payment with this transaction id */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "type": "NotFound",
           *       "message": "No payment 9c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f"
           *     }
           */
          "application/json": components["schemas"]["NotFoundError"]
        }
      }
      413: components["responses"]["PayloadTooLarge"]
      default: components["responses"]["UnexpectedError"]
    }
  }
  getMessagingStatus: {
    parameters: {
      query: {
        /**
         * @description The page's language; texts in the response come in it
         * @example fi
         */
        lang: components["parameters"]["LangQuery"]
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The messaging state */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["MessagingStatus"]
        }
      }
      400: components["responses"]["ValidationError"]
      401: components["responses"]["Unauthorized"]
      403: components["responses"]["Forbidden"]
    }
  }
}
