import type { UseFormRegisterReturn } from "react-hook-form";
import { describedBy, FormField } from "../ui/form-field";
import { Textarea } from "../ui/input";
import { TextField } from "../ui/text-field";

/**
 * The name and description every community-like form opens with (groups, partnerships, event
 * subgroups): the name on one line, the description with its running count against the limit.
 */
export function NameDescriptionFields({
  id,
  limits,
  rows,
  placeholder,
  descriptionLength,
  errors,
  register,
}: {
  /** Prefix of the fields' ids: `{id}-name`, `{id}-description`. */
  id: string;
  limits: { name: number; description: number };
  rows: number;
  placeholder: string;
  descriptionLength: number;
  errors: { name?: string; description?: string };
  register: { name: UseFormRegisterReturn; description: UseFormRegisterReturn };
}) {
  const descriptionId = `${id}-description`;
  return (
    <>
      <TextField
        id={`${id}-name`}
        label="Name"
        maxLength={limits.name}
        autoComplete="off"
        error={errors.name}
        {...register.name}
      />
      <FormField
        id={descriptionId}
        label="Description"
        error={errors.description}
        hint={`${descriptionLength.toLocaleString("en-US")}/${limits.description.toLocaleString("en-US")} characters`}
      >
        <Textarea
          id={descriptionId}
          rows={rows}
          maxLength={limits.description}
          aria-invalid={Boolean(errors.description)}
          aria-describedby={describedBy(descriptionId, errors.description, "hint")}
          placeholder={placeholder}
          {...register.description}
        />
      </FormField>
    </>
  );
}
