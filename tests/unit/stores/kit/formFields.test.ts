import { getSnapshot, types } from "mobx-state-tree"
import { describe, expect, it } from "vitest"
import { formFieldsModel } from "../../../../src/kit/stores/formFields.ts"

const FIELDS = ["name", "phone", "email"] as const
type Field = (typeof FIELDS)[number]
const ContactFields = formFieldsModel("ContactFields", FIELDS)

/** A form's problems in the form's order, as a feature's rules would give them. */
const PROBLEMS: Partial<Record<Field, string>> = {
  name: "required",
  phone: "phoneInvalid",
  email: "required",
}

describe("formFieldsModel", () => {
  it("shows nothing at first, then the message of each field once it is left", () => {
    const fields = ContactFields.create()
    expect(fields.shown(PROBLEMS)).toEqual({})
    fields.leave("email")
    expect(fields.isTouched("email")).toBe(true)
    expect(fields.isTouched("name")).toBe(false)
    expect(fields.shown(PROBLEMS)).toEqual({ email: "required" })
    fields.leave("name")
    fields.leave("name")
    expect(fields.touched).toEqual(["email", "name"])
    // the problems' order, not the order the fields were left in
    expect(Object.keys(fields.shown(PROBLEMS))).toEqual(["name", "email"])
  })

  it("a field left but without a problem shows nothing; a problem gone is no longer shown", () => {
    const fields = ContactFields.create()
    fields.leave("phone")
    expect(fields.shown({ name: "required" })).toEqual({})
    expect(fields.shown({ phone: "phoneInvalid" })).toEqual({ phone: "phoneInvalid" })
    expect(fields.shown({})).toEqual({})
  })

  it("shows every problem after a submit attempt, left or not", () => {
    const fields = ContactFields.create()
    fields.leave("phone")
    fields.attemptSubmit()
    expect(fields.submitAttempted).toBe(true)
    expect(fields.shown(PROBLEMS)).toEqual(PROBLEMS)
  })

  it("shows every problem when the enclosing form's submit was attempted (a list's entry)", () => {
    const fields = ContactFields.create()
    expect(fields.shown(PROBLEMS, { attempted: false })).toEqual({})
    expect(fields.shown(PROBLEMS, { attempted: true })).toEqual(PROBLEMS)
    expect(fields.submitAttempted).toBe(false)
  })

  it("reset starts afresh: nothing left, no attempt", () => {
    const fields = ContactFields.create()
    fields.leave("name")
    fields.attemptSubmit()
    fields.reset()
    expect(fields.touched).toEqual([])
    expect(fields.submitAttempted).toBe(false)
    expect(fields.shown(PROBLEMS)).toEqual({})
  })

  it("is a store's child whose snapshot holds the fields left and the attempt; an unknown field is refused", () => {
    const Form = types.model("Form", { fields: types.optional(ContactFields, {}) })
    const form = Form.create({ fields: { touched: ["phone"], submitAttempted: false } })
    expect(form.fields.shown(PROBLEMS)).toEqual({ phone: "phoneInvalid" })
    form.fields.attemptSubmit()
    expect(getSnapshot(form)).toEqual({ fields: { touched: ["phone"], submitAttempted: true } })
    expect(() => Form.create({ fields: { touched: ["street" as Field] } })).toThrow()
  })

  it("without a list takes the form's own names (questions known only once loaded)", () => {
    const fields = formFieldsModel("SurveyFields").create()
    fields.leave("question3")
    expect(fields.shown({ question1: "missing", question3: "missing" })).toEqual({ question3: "missing" })
    fields.attemptSubmit()
    expect(fields.shown({ question1: "missing" })).toEqual({ question1: "missing" })
  })
})
