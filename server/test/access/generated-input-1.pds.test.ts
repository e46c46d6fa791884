import { describeGeneratedInput } from "./generated-input";

// Issue 8, item 5: generated bodies for every write route, in two halves (see generated-input.ts).
describeGeneratedInput(0, 2);
