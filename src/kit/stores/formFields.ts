import { types, type Instance, type ISimpleType } from "mobx-state-tree"

/** Whether a form's problems are shown before the submit attempt that would show them all. */
export interface ShownOptions {
  /** The submit attempt of the form this one is part of (a list's entry): every problem shows then too. */
  readonly attempted?: boolean
}

/**
 * When a form's messages show, for a store to hold as a child (`types.optional(formFieldsModel(…), {})`): a
 * field's message shows once the user has left it, and every message once submitting has been tried. What the
 * problems are stays the feature's rules (`src/domain/`); this gives which of them to show. Without `fields` the
 * names are the form's own at run time (a questionnaire's questions, a renewal's prescriptions).
 */
export function formFieldsModel<F extends string = string>(name: string, fields?: readonly [F, ...F[]]) {
  const fieldType = fields
    ? types.enumeration<F>(`${name}Field`, [...fields])
    : (types.string as ISimpleType<F>)
  return types
    .model(name, {
      /** Fields the user has left once: their messages show from then on. */
      touched: types.array(fieldType),
      /** Submitting was tried: every message shows from then on. */
      submitAttempted: false,
    })
    .views((self) => ({
      isTouched(field: F): boolean {
        // a generic enumeration's node type does not narrow to F: its values are F's strings all the same
        return (self.touched as readonly string[]).includes(field)
      },
      /** The problems to show: every one after a submit attempt, before that those of the fields left once. */
      shown<P>(problems: Partial<Record<F, P>>, options: ShownOptions = {}): Partial<Record<F, P>> {
        if (self.submitAttempted || options.attempted) return problems
        // the problems' own order (the form's) is kept
        return Object.fromEntries(
          Object.entries(problems).filter(([field]) => this.isTouched(field as F)),
        ) as Partial<Record<F, P>>
      },
    }))
    .actions((self) => ({
      /** The user left the field: its message shows from now on. */
      leave(field: F) {
        if (!self.isTouched(field)) self.touched.push(field as (typeof self.touched)[number])
      },
      attemptSubmit() {
        self.submitAttempted = true
      },
      /** A new form (new values, or the saved ones again): nothing shows until left or submitted. */
      reset() {
        self.touched.clear()
        self.submitAttempted = false
      },
    }))
}

export type FormFields<F extends string> = Instance<ReturnType<typeof formFieldsModel<F>>>
