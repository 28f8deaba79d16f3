import { types, type Instance } from "mobx-state-tree"

/** The example area's models: one list of notes. */
export const ExampleAreaModel = types
  .model("ExampleArea", { notes: types.array(types.string) })
  .actions((self) => ({
    add(note: string) {
      self.notes.push(note)
    },
  }))

export interface ExampleArea extends Instance<typeof ExampleAreaModel> {}
